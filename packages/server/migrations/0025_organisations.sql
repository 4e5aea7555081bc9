-- Organisations (issue 21): the tenants of the organiser side. Every contest, campaign, opportunity and prize
-- payment belongs to one (payout batches: staff's own batches, across organisations, have none). Existing rows are
-- assigned by their organiser or brand name (one approved organisation per distinct name); a row inserted later
-- without an organisation is assigned the same way, by the same function, in a BEFORE INSERT trigger (staff's
-- /adminapi creates); organisers' inserts name theirs.
CREATE TABLE "organisation_members" (
	"organisation_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_organisation_id_contact_id_pk" PRIMARY KEY("organisation_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text,
	"website" text,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_organisation_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "organisation_id" integer DEFAULT null;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "organisation_id" integer DEFAULT null;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "organisation_id" integer DEFAULT null;--> statement-breakpoint
ALTER TABLE "contest_payments" ADD COLUMN "organisation_id" integer DEFAULT null;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_members_contact_idx" ON "organisation_members" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_slug_idx" ON "organisations" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_payments" ADD CONSTRAINT "contest_payments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_organisation_idx" ON "campaigns" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "competitions_organisation_idx" ON "competitions" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "opportunities_organisation_idx" ON "opportunities" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "contest_payments_organisation_idx" ON "contest_payments" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "payout_batches_organisation_idx" ON "payout_batches" USING btree ("organisation_id");--> statement-breakpoint
-- The organisation named `n` (case-insensitively, spaces trimmed), made approved when there is none. Serialized
-- under a transaction-scoped advisory lock, so two inserts naming a new organisation make one.
CREATE FUNCTION chorus_organisation_for(n text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  wanted text := coalesce(nullif(btrim(n), ''), 'Chorus');
  found integer;
  base text;
BEGIN
  SELECT id INTO found FROM organisations WHERE lower(name) = lower(wanted) ORDER BY id LIMIT 1;
  IF found IS NOT NULL THEN RETURN found; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('chorus_organisation_for'));
  SELECT id INTO found FROM organisations WHERE lower(name) = lower(wanted) ORDER BY id LIMIT 1;
  IF found IS NOT NULL THEN RETURN found; END IF;
  base := coalesce(nullif(btrim(regexp_replace(lower(wanted), '[^a-z0-9]+', '-', 'g'), '-'), ''), 'organisation');
  INSERT INTO organisations (name, slug, status)
    VALUES (wanted, CASE WHEN EXISTS (SELECT 1 FROM organisations WHERE slug = base)
      THEN base || '-' || (SELECT count(*) + 1 FROM organisations) ELSE base END, 'approved')
    RETURNING id INTO found;
  RETURN found;
END $$;
--> statement-breakpoint
CREATE FUNCTION chorus_assign_organisation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'contest_payments' THEN
    -- A prize payment always belongs to its contest's organisation.
    NEW.organisation_id := (SELECT organisation_id FROM competitions WHERE id = NEW.contest_id);
  ELSIF NEW.organisation_id IS NULL THEN
    -- The name column is the trigger's argument (organizer, brand_name, partner_name).
    NEW.organisation_id := chorus_organisation_for(to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE competitions SET organisation_id = chorus_organisation_for(organizer);--> statement-breakpoint
UPDATE campaigns SET organisation_id = chorus_organisation_for(brand_name);--> statement-breakpoint
UPDATE opportunities SET organisation_id = chorus_organisation_for(partner_name);--> statement-breakpoint
UPDATE contest_payments p SET organisation_id = c.organisation_id FROM competitions c WHERE c.id = p.contest_id;--> statement-breakpoint
ALTER TABLE "competitions" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_payments" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
CREATE TRIGGER competitions_organisation BEFORE INSERT ON competitions FOR EACH ROW EXECUTE FUNCTION chorus_assign_organisation('organizer');--> statement-breakpoint
CREATE TRIGGER campaigns_organisation BEFORE INSERT ON campaigns FOR EACH ROW EXECUTE FUNCTION chorus_assign_organisation('brand_name');--> statement-breakpoint
CREATE TRIGGER opportunities_organisation BEFORE INSERT ON opportunities FOR EACH ROW EXECUTE FUNCTION chorus_assign_organisation('partner_name');--> statement-breakpoint
CREATE TRIGGER contest_payments_organisation BEFORE INSERT ON contest_payments FOR EACH ROW EXECUTE FUNCTION chorus_assign_organisation('contest_id');
