-- The studio's overview counts approvals by the day they were made (issue 21): moderation sets approved_at; entries
-- approved before this column (and those written approved by seeds) count on their entry's day.
ALTER TABLE "posts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "posts_approved_day_idx" ON "posts" USING btree ("contest_id","approved_at","created_at") WHERE "posts"."status" = 'approved' and "posts"."deleted_at" is null;
