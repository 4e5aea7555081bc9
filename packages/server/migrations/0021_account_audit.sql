-- An account's activity for its owner (issue 23): every switch into the account ('log in as'), every change a
-- delegate (a granted login, a manager) made while acting as it, and the owner's identity changes, so the owner
-- can see who did what and when. Read newest first per owner, hence the (owner, created_at) index.
CREATE TABLE "account_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_contact_id" integer NOT NULL,
	"actor_contact_id" integer,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_owner_contact_id_contacts_id_fk" FOREIGN KEY ("owner_contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_actor_contact_id_contacts_id_fk" FOREIGN KEY ("actor_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_owner_created_idx" ON "account_events" USING btree ("owner_contact_id","created_at");
