CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaign_payments" ADD COLUMN "payout_batch_id" integer;--> statement-breakpoint
ALTER TABLE "contest_payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_payments" ADD COLUMN "payout_batch_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_payments" ADD CONSTRAINT "campaign_payments_payout_batch_id_payout_batches_id_fk" FOREIGN KEY ("payout_batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_payments" ADD CONSTRAINT "contest_payments_payout_batch_id_payout_batches_id_fk" FOREIGN KEY ("payout_batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_payments_batch_idx" ON "campaign_payments" USING btree ("payout_batch_id");--> statement-breakpoint
CREATE INDEX "contest_payments_batch_idx" ON "contest_payments" USING btree ("payout_batch_id");