ALTER TABLE "contacts" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "contacts" SET "email_confirmed_at" = "created_at";
