DROP INDEX "offers_contact_id_idx";--> statement-breakpoint
CREATE INDEX "offers_contact_newest_idx" ON "offers" USING btree ("contact_id",(-"id"));