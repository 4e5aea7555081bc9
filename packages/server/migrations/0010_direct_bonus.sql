DROP INDEX "contest_payments_place_idx";--> statement-breakpoint
ALTER TABLE "contest_payments" ADD COLUMN "bonus_category" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_payments_bonus_idx" ON "contest_payments" USING btree ("contact_id","bonus_category") WHERE "contest_payments"."bonus_category" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_payments_place_idx" ON "contest_payments" USING btree ("contest_id","place") WHERE "contest_payments"."bonus_category" is null;