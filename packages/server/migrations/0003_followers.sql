ALTER TABLE "contest_leaderboard" ADD COLUMN "followers" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "followers" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "leaderboard_followers_idx" ON "contest_leaderboard" USING btree ("contest_id","followers" DESC NULLS LAST,"creator","platform");