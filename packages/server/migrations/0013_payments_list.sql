DROP INDEX "campaign_payments_contact_idx";--> statement-breakpoint
CREATE INDEX "campaign_payments_contact_updated_idx" ON "campaign_payments" USING btree ("contact_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "campaign_payments_contact_idx" ON "campaign_payments" USING btree ("contact_id","status","updated_at","id");