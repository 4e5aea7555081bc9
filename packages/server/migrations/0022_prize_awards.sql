-- Judged awards (issue 23): a prize line that names no place ('Best Dance $25') was paid to whoever ranked next,
-- an 11th place for instance. Now it pays only the entry the organiser chooses; its payment names the award (its
-- label) and sits at place 0, so places keep one payment each and an award has at most one.
ALTER TABLE "contest_payments" ADD COLUMN "award" text;--> statement-breakpoint
DROP INDEX "contest_payments_place_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "contest_payments_place_idx" ON "contest_payments" USING btree ("contest_id","place") WHERE "contest_payments"."bonus_category" is null and "contest_payments"."award" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_payments_award_idx" ON "contest_payments" USING btree ("contest_id","award") WHERE "contest_payments"."award" is not null;
