CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"contact_id" integer,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "campaign_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'Potential' NOT NULL,
	"payment_email" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'song' NOT NULL,
	"platform_id" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"image_url" text,
	"brand_name" text NOT NULL,
	"brand_logo_url" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contract_required" boolean DEFAULT false NOT NULL,
	"contract_message" text,
	"contract_file_id" integer,
	"draft_required" boolean DEFAULT true NOT NULL,
	"draft_caption_required" boolean DEFAULT false NOT NULL,
	"boost_code" text DEFAULT 'No' NOT NULL,
	"boost_instruction" text,
	"live_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decline_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"requires_reason" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_contact_id" integer,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"template" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "offer_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"action" text NOT NULL,
	"actor_contact_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"contact_platform_id" integer NOT NULL,
	"state" text DEFAULT 'invited' NOT NULL,
	"rate_cents" integer NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"post_by" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"decline_id" integer,
	"decline_reason" text,
	"counter_offer_cents" integer,
	"changes_requested" text,
	"contract_file_id" integer,
	"draft_file_id" integer,
	"draft_url" text,
	"draft_caption" text,
	"draft_submitted_at" timestamp with time zone,
	"draft_decision" text,
	"feedback_notes" text,
	"post_url" text,
	"boost_code" text,
	"results" jsonb,
	"results_file_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_payments" ADD CONSTRAINT "campaign_payments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_payments" ADD CONSTRAINT "campaign_payments_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_contract_file_id_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_contact_id_contacts_id_fk" FOREIGN KEY ("owner_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_actor_contact_id_contacts_id_fk" FOREIGN KEY ("actor_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_contact_platform_id_contact_platforms_id_fk" FOREIGN KEY ("contact_platform_id") REFERENCES "public"."contact_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_decline_id_decline_options_id_fk" FOREIGN KEY ("decline_id") REFERENCES "public"."decline_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_contract_file_id_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_draft_file_id_files_id_fk" FOREIGN KEY ("draft_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_results_file_id_files_id_fk" FOREIGN KEY ("results_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_contact_idx" ON "account_tokens" USING btree ("contact_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_payments_offer_idx" ON "campaign_payments" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "campaign_payments_contact_idx" ON "campaign_payments" USING btree ("contact_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_uid_idx" ON "campaigns" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "files_uid_idx" ON "files" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_contact_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "offer_events_offer_idx" ON "offer_events" USING btree ("offer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_uid_idx" ON "offers" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_campaign_handle_idx" ON "offers" USING btree ("campaign_id","contact_platform_id");--> statement-breakpoint
CREATE INDEX "offers_contact_state_idx" ON "offers" USING btree ("contact_id","state","id");--> statement-breakpoint
CREATE INDEX "offers_respond_by_idx" ON "offers" USING btree ("respond_by") WHERE state = 'invited';--> statement-breakpoint
CREATE INDEX "offers_post_by_idx" ON "offers" USING btree ("post_by") WHERE state in ('draft', 'notify');