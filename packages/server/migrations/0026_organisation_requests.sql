-- Organisation requests (issue 21): what a requester says they run, kept for staff's review.
ALTER TABLE "organisations" ADD COLUMN "what_they_run" text;
