-- The moderation queue (issue 21). posts.signals holds the entry's signals as bits (core's SIGNAL_BITS: 1 same post,
-- 2 shared email, 4 new account, 8 metric jump), raised by the writes that make them true and never cleared;
-- prev_likes/prev_views keep the values before the last metrics update (the metric jump compares them); held keeps
-- a flagged entrant's prize from being paid until the entry is released.
ALTER TABLE "posts" ADD COLUMN "signals" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- No signal: the queue's second key, a plain column kept by the database, so a count reads only the index.
ALTER TABLE "posts" ADD COLUMN "unflagged" boolean GENERATED ALWAYS AS (signals = 0) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "prev_likes" bigint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "prev_views" bigint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The queue's order, flagged first (unflagged false), then oldest first; and the same by state.
CREATE INDEX "posts_queue_idx" ON "posts" USING btree ("contest_id","unflagged","created_at","id") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_queue_status_idx" ON "posts" USING btree ("contest_id","status","unflagged","created_at","id") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
-- The same post in any contest, deleted entries included (the same post signal looks across an organisation's contests).
CREATE INDEX "posts_post_key_any_idx" ON "posts" USING btree ("post_key") WHERE "posts"."post_key" is not null;--> statement-breakpoint
-- Entries from before: the signals their rows already show (no metric history was kept, so no metric jump).
UPDATE "posts" p SET "signals" = p."signals" | 2
WHERE p."deleted_at" IS NULL AND EXISTS (
  SELECT 1 FROM "posts" o WHERE o."contest_id" = p."contest_id" AND o."email" = p."email" AND o."creator" <> p."creator" AND o."deleted_at" IS NULL
);--> statement-breakpoint
UPDATE "posts" p SET "signals" = p."signals" | 1
WHERE p."post_key" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "posts" o JOIN "competitions" oc ON oc."id" = o."contest_id" JOIN "competitions" pc ON pc."id" = p."contest_id"
  WHERE o."post_key" = p."post_key" AND o."id" <> p."id" AND oc."organisation_id" = pc."organisation_id"
);--> statement-breakpoint
UPDATE "posts" p SET "signals" = p."signals" | 4
FROM "contacts" k
WHERE k."id" = p."contact_id" AND p."created_at" >= k."created_at" AND p."created_at" <= k."created_at" + interval '30 minutes';
