CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organizer" text NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"image" text,
	"audio" text,
	"event" text,
	"category" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"has_ended" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"creative_direction" text,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tiktok_sound" text,
	"instagram_sound" text,
	"tiktok" text,
	"instagram" text,
	"spotify" text,
	"competition_type" text DEFAULT 'Likes' NOT NULL,
	"marketing_key" text,
	"platforms" jsonb DEFAULT '["TikTok"]'::jsonb NOT NULL,
	"take_pct" double precision,
	"metric" text DEFAULT 'likes' NOT NULL,
	"invoice_amount" integer,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"continents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"color" text,
	"entries_count" integer DEFAULT 0 NOT NULL,
	"approved_count" integer DEFAULT 0 NOT NULL,
	"leaderboard_count" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_leaderboard" (
	"contest_id" integer NOT NULL,
	"creator" text NOT NULL,
	"platform" text NOT NULL,
	"likes" bigint NOT NULL,
	"views" bigint NOT NULL,
	"posts" integer NOT NULL,
	"creativity" integer NOT NULL,
	"top_link" text,
	CONSTRAINT "contest_leaderboard_contest_id_creator_platform_pk" PRIMARY KEY("contest_id","creator","platform")
);
--> statement-breakpoint
CREATE TABLE "contest_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"place" integer NOT NULL,
	"contact_id" integer,
	"contact_email" text NOT NULL,
	"payment_email" text,
	"vendor_id" text,
	"gross_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'To Be Paid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"email" text NOT NULL,
	"marketing_consent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"resend_count" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"contact_id" integer,
	"email" text NOT NULL,
	"creator" text NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"link" text,
	"link_key" text,
	"source" text DEFAULT 'Chorus' NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"creativity_score" integer DEFAULT 0 NOT NULL,
	"country" text,
	"referrals" text,
	"status" text DEFAULT 'in_review' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contest_leaderboard" ADD CONSTRAINT "contest_leaderboard_contest_id_competitions_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_payments" ADD CONSTRAINT "contest_payments_contest_id_competitions_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_payments" ADD CONSTRAINT "contest_payments_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_signups" ADD CONSTRAINT "marketing_signups_contest_id_competitions_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_emails" ADD CONSTRAINT "payment_emails_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_contest_id_competitions_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_rows" ADD CONSTRAINT "prize_rows_contest_id_competitions_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_contest_id_competitions_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_live_idx" ON "competitions" USING btree ("is_active","category") WHERE "competitions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leaderboard_likes_idx" ON "contest_leaderboard" USING btree ("contest_id","likes" DESC NULLS LAST,"creator","platform");--> statement-breakpoint
CREATE INDEX "leaderboard_views_idx" ON "contest_leaderboard" USING btree ("contest_id","views" DESC NULLS LAST,"creator","platform");--> statement-breakpoint
CREATE INDEX "leaderboard_creativity_idx" ON "contest_leaderboard" USING btree ("contest_id","creativity" DESC NULLS LAST,"likes" DESC NULLS LAST,"creator","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_payments_place_idx" ON "contest_payments" USING btree ("contest_id","place");--> statement-breakpoint
CREATE INDEX "contest_payments_contact_idx" ON "contest_payments" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contest_payments_email_idx" ON "contest_payments" USING btree ("contact_email");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_signups_idx" ON "marketing_signups" USING btree ("contest_id","email");--> statement-breakpoint
CREATE INDEX "payment_emails_contact_idx" ON "payment_emails" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_link_idx" ON "posts" USING btree ("contest_id","link_key") WHERE "posts"."deleted_at" is null and "posts"."link_key" is not null;--> statement-breakpoint
CREATE INDEX "posts_approved_idx" ON "posts" USING btree ("contest_id","created_at" DESC NULLS LAST) WHERE "posts"."status" = 'approved' and "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_group_idx" ON "posts" USING btree ("contest_id","creator","platform");--> statement-breakpoint
CREATE INDEX "posts_email_idx" ON "posts" USING btree ("contest_id","email");--> statement-breakpoint
CREATE INDEX "posts_contact_idx" ON "posts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "posts_user_email_idx" ON "posts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "prize_rows_contest_idx" ON "prize_rows" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "promotions_contest_idx" ON "promotions" USING btree ("contest_id");