DROP INDEX "leaderboard_likes_idx";--> statement-breakpoint
DROP INDEX "leaderboard_views_idx";--> statement-breakpoint
DROP INDEX "leaderboard_followers_idx";--> statement-breakpoint
DROP INDEX "leaderboard_creativity_idx";--> statement-breakpoint
DROP INDEX "posts_approved_idx";--> statement-breakpoint
CREATE INDEX "leaderboard_likes_idx" ON "contest_leaderboard" USING btree ("contest_id",(-"likes"),"creator","platform");--> statement-breakpoint
CREATE INDEX "leaderboard_views_idx" ON "contest_leaderboard" USING btree ("contest_id",(-"views"),"creator","platform");--> statement-breakpoint
CREATE INDEX "leaderboard_followers_idx" ON "contest_leaderboard" USING btree ("contest_id",(-"followers"),"creator","platform");--> statement-breakpoint
CREATE INDEX "leaderboard_creativity_idx" ON "contest_leaderboard" USING btree ("contest_id",(-"creativity"),(-"likes"),"creator","platform");--> statement-breakpoint
CREATE INDEX "posts_approved_idx" ON "posts" USING btree ("contest_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."status" = 'approved' and "posts"."deleted_at" is null;