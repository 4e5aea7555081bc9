-- The studio's creator search (issue 22): each handle keeps its offer counts (invites answered, invites with a known
-- outcome, offers completed; the response rate as a generated key), kept by every offer transition from here on, and
-- the search's indexes. The counts of the offers made before are filled in below, by the response rate's definition
-- (repositories/offers.ts responseCountsQuery) at the time of migrating.
ALTER TABLE "contact_platforms" ADD COLUMN "answered_invites" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_platforms" ADD COLUMN "known_invites" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_platforms" ADD COLUMN "completed_offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_platforms" ADD COLUMN "response_rate_key" integer GENERATED ALWAYS AS (case when known_invites > 0 then round(1000.0 * answered_invites / known_invites)::int else -1 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_platforms_followers_idx" ON "contact_platforms" USING btree ("followers","id");--> statement-breakpoint
CREATE INDEX "contact_platforms_platform_followers_idx" ON "contact_platforms" USING btree ("platform_id","followers","id");--> statement-breakpoint
CREATE INDEX "contact_platforms_song_rate_idx" ON "contact_platforms" USING btree ("song_rate_cents","id");--> statement-breakpoint
CREATE INDEX "contact_platforms_brand_rate_idx" ON "contact_platforms" USING btree ("brand_rate_cents","id");--> statement-breakpoint
CREATE INDEX "contact_platforms_response_rate_idx" ON "contact_platforms" USING btree ("response_rate_key","id");--> statement-breakpoint
CREATE INDEX "contact_platforms_completed_idx" ON "contact_platforms" USING btree ("completed_offers","id");--> statement-breakpoint
CREATE INDEX "contact_platforms_handle_prefix_idx" ON "contact_platforms" USING btree (lower("handle") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_creator_country_idx" ON "contacts" USING btree ("country_id") WHERE contact_type = 'creator';--> statement-breakpoint
CREATE INDEX "contacts_creator_name_idx" ON "contacts" USING btree (lower(first_name || ' ' || last_name) text_pattern_ops) WHERE contact_type = 'creator';--> statement-breakpoint
CREATE INDEX "contacts_creator_last_name_idx" ON "contacts" USING btree (lower(last_name) text_pattern_ops) WHERE contact_type = 'creator';--> statement-breakpoint
UPDATE "contact_platforms" cp SET "answered_invites" = r.answered, "known_invites" = r.known, "completed_offers" = r.completed
FROM (
  SELECT o.contact_platform_id,
    (count(*) FILTER (WHERE a.answered))::int AS answered,
    (count(*) FILTER (WHERE a.answered OR o.state = 'expired' OR (o.state = 'invited' AND o.respond_by < now())))::int AS known,
    (count(*) FILTER (WHERE o.state = 'completed'))::int AS completed
  FROM "offers" o
  CROSS JOIN LATERAL (SELECT (CASE WHEN o.responded_at IS NOT NULL OR o.accepted_at IS NOT NULL THEN true ELSE EXISTS (
    SELECT 1 FROM "offer_events" e WHERE e.offer_id = o.id AND e.action IN ('accept', 'requestChanges', 'decline', 'counterOffer')) END) AS answered) a
  GROUP BY o.contact_platform_id
) r
WHERE cp.id = r.contact_platform_id;
