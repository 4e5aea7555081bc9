ALTER TABLE "competitions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_payments" ADD COLUMN "creator" text;--> statement-breakpoint
ALTER TABLE "contest_payments" ADD COLUMN "platform" text;