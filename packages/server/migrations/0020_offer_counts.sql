-- A creator's offers counted by stored state (offer_counts), so the campaign list's page count reads a few rows
-- instead of counting the creator's offers on every page: at 1,000 offers that count was ~30 % of the list's
-- database time (issue 7). Statement triggers keep it: every insert, update and delete of offers, by any path
-- (transitions, sweeps, the organiser's invites, seeds, SQL by hand), adds +1 per new row and -1 per old one,
-- summed per (contact, state) and written in key order, so two statements lock the counters in the same order.
-- The list moves a creator's stale rows (past a deadline the sweep has not closed yet) from the state stored to
-- the state shown at read time, through the two partial indexes below.
CREATE TABLE "offer_counts" (
	"contact_id" integer NOT NULL,
	"state" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "offer_counts_contact_id_state_pk" PRIMARY KEY("contact_id","state")
);
--> statement-breakpoint
ALTER TABLE "offer_counts" ADD CONSTRAINT "offer_counts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_contact_respond_by_idx" ON "offers" USING btree ("contact_id","respond_by") WHERE state = 'invited';--> statement-breakpoint
CREATE INDEX "offers_contact_post_by_idx" ON "offers" USING btree ("contact_id","post_by") WHERE state in ('draft', 'notify');--> statement-breakpoint
CREATE FUNCTION offer_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Inserts and updates may bring a new (contact, state), so upsert (the offer's contact exists). The branches
  -- name different transition tables: an insert has no old_rows.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO offer_counts (contact_id, state, n)
      SELECT contact_id, state, count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (contact_id, state) DO UPDATE SET n = offer_counts.n + excluded.n;
  ELSE
    INSERT INTO offer_counts (contact_id, state, n)
      SELECT contact_id, state, sum(d)::int FROM (
        SELECT contact_id, state, 1 AS d FROM new_rows
        UNION ALL
        SELECT contact_id, state, -1 FROM old_rows
      ) AS delta
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (contact_id, state) DO UPDATE SET n = offer_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION offer_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Deletes only lower existing counts: when a contact is deleted, its counts go with it (cascade) and nothing
  -- may be inserted for it again.
  UPDATE offer_counts c SET n = c.n - gone.n
    FROM (SELECT contact_id, state, count(*)::int AS n FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2) AS gone
    WHERE c.contact_id = gone.contact_id AND c.state = gone.state;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A trigger with transition tables has one event.
CREATE TRIGGER offers_count_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offer_counts_add();--> statement-breakpoint
CREATE TRIGGER offers_count_update AFTER UPDATE ON offers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offer_counts_add();--> statement-breakpoint
CREATE TRIGGER offers_count_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offer_counts_remove();--> statement-breakpoint
-- After the triggers: creating them locks offers against writes until this migration commits, so the counts start
-- from a table nobody changes meanwhile.
INSERT INTO "offer_counts" ("contact_id", "state", "n") SELECT "contact_id", "state", count(*) FROM "offers" GROUP BY 1, 2;
