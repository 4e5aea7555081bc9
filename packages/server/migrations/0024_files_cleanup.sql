-- Files and mail delivered once (issue 23).
-- files.purged_at: when a deleted row's object was removed from storage. A removal that failed (or a node killed
-- between the commit and the removal) left the object forever; the scheduled clean-up now removes the objects of
-- deleted rows not yet purged, through the partial index, and finds rows by key when it looks for orphan objects.
ALTER TABLE "files" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "files_unpurged_idx" ON "files" USING btree ("deleted_at") WHERE deleted_at is not null and purged_at is null;--> statement-breakpoint
CREATE INDEX "files_storage_key_idx" ON "files" USING btree ("storage_key");--> statement-breakpoint
-- mail_outbox.claim: the taking worker's token. A lease alone let a slow SMTP round outlive it and another node
-- send the same row again; now a row is sent only after its claim is confirmed, and marked sent only under it.
ALTER TABLE "mail_outbox" ADD COLUMN "claim" uuid;
--> statement-breakpoint
-- job_claims: the scheduled file clean-up runs on one node per round (a claim with an end, not a lock held open,
-- so a round on PGlite keeps no transaction open while it deletes objects).
CREATE TABLE "job_claims" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
