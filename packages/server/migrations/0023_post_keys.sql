-- One post, one entry per contest, whatever the spelling of its link (issue 23). link_key (issue 11) kept the
-- TikTok username, so the same video (its id is global) was taken again under another @username or through
-- /embed/v2/ID. post_key is core's postKey (rules/links.ts): the platform's id where the link carries one
-- (tiktok:ID, youtube:ID, instagram:CODE, capcut:ID), else the link normalized (host without www., path
-- without empty segments, no query or fragment). The backfill below is the same rule in SQL; short links
-- stored before now cannot be resolved here and keep their own normalized link as key. Where stored live entries
-- of one contest now share a key, the earliest keeps it and the later ones keep their entry without a key (they
-- were taken under the old rule; moderation may delete them), so the unique index can be built.
ALTER TABLE "posts" ADD COLUMN "post_key" text;--> statement-breakpoint
UPDATE "posts" p SET "post_key" = k.key
FROM (
  SELECT id, key,
    CASE WHEN deleted_at IS NULL THEN row_number() OVER (PARTITION BY contest_id, key, deleted_at IS NULL ORDER BY created_at, id) END AS n
  FROM (
    SELECT id, contest_id, deleted_at, created_at, coalesce(
      'tiktok:' || (regexp_match(link, '^https?://(?!v[mt]\.)(?:[a-z0-9-]+\.)*tiktok\.com\.?(?::\d+)?/+(?:@[^/?#]*/+(?:video|photo)|embed/+v2|embed|v|player/+v1|share/+(?:video|photo)|video|photo)/+(\d{1,25})(?:\.html)?(?:[/?#]|$)', 'i'))[1],
      'youtube:' || (regexp_match(link, '^https?://(?:[a-z0-9-]+\.)*youtu\.be\.?(?::\d+)?/+([A-Za-z0-9_-]{1,64})(?:[/?#]|$)', 'i'))[1],
      'youtube:' || (regexp_match(link, '^https?://(?:[a-z0-9-]+\.)*youtube\.com\.?(?::\d+)?/+(?:shorts|live|embed|v|e)/+([A-Za-z0-9_-]{1,64})(?:[/?#]|$)', 'i'))[1],
      'youtube:' || (regexp_match(link, '^https?://(?:[a-z0-9-]+\.)*youtube\.com\.?(?::\d+)?/+watch/*\?(?:[^#]*&)?v=([A-Za-z0-9_-]{1,64})(?:[&#]|$)', 'i'))[1],
      'instagram:' || (regexp_match(link, '^https?://(?:[a-z0-9-]+\.)*instagram\.com\.?(?::\d+)?/+(?!share/)(?:[^/?#]+/+)?(?:reels?|p|tv)/+([A-Za-z0-9_-]{1,64})(?:[/?#]|$)', 'i'))[1],
      'capcut:' || (regexp_match(link, '^https?://(?:[a-z0-9-]+\.)*capcut\.com\.?(?::\d+)?/+template-detail/+(?:[^?#]*/)?(\d{1,25})/*(?:[?#]|$)', 'i'))[1],
      regexp_replace(regexp_replace(lower((regexp_match(link, '^https?://(?:[^/?#@]*@)?([^/?#:]*)', 'i'))[1]), '^www\.', ''), '\.$', '')
        || regexp_replace(regexp_replace(coalesce((regexp_match(link, '^https?://[^/?#]*([^?#]*)', 'i'))[1], ''), '/+', '/', 'g'), '/$', '')
    ) AS key
    FROM "posts" WHERE link IS NOT NULL
  ) s
) k
WHERE p.id = k.id AND (k.n IS NULL OR k.n = 1);--> statement-breakpoint
DROP INDEX "posts_link_idx";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "link_key";--> statement-breakpoint
-- The duplicate check is this index: a racing twin waits for the first to commit, then fails (23505).
CREATE UNIQUE INDEX "posts_post_key_idx" ON "posts" USING btree ("contest_id","post_key") WHERE "posts"."deleted_at" is null and "posts"."post_key" is not null;
