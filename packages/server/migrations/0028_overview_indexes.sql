-- The studio's contest overview (issue 21): a contest's entries by UTC day and status read off one index (no heap
-- at 500k entries), and a contest's prize payments of every kind found by contest.
CREATE INDEX "posts_contest_day_idx" ON "posts" USING btree ("contest_id","created_at","status") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contest_payments_contest_idx" ON "contest_payments" USING btree ("contest_id");
