CREATE TABLE "approval_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"handle" text NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"song_rate_cents" integer DEFAULT 0 NOT NULL,
	"brand_rate_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"contact_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birthday" date,
	"gender_identity_id" integer DEFAULT 1 NOT NULL,
	"sexual_orientation_id" integer DEFAULT 1 NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state_id" integer DEFAULT 111 NOT NULL,
	"state_other" text,
	"postal_code" text,
	"country_id" integer DEFAULT 1 NOT NULL,
	"phone_primary" text,
	"phone_mobile" text,
	"allow_text" boolean DEFAULT false NOT NULL,
	"email_primary" text,
	"email_other1" text,
	"notes_by_influencer" text,
	"company" text,
	"image_url" text,
	"approval_status_id" integer DEFAULT 3 NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"continent" text
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"contact_id" integer PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "genders" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_accounts" (
	"owner_contact_id" integer NOT NULL,
	"grantee_contact_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_accounts_owner_contact_id_grantee_contact_id_pk" PRIMARY KEY("owner_contact_id","grantee_contact_id")
);
--> statement-breakpoint
CREATE TABLE "manager_creators" (
	"manager_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manager_creators_manager_id_creator_id_pk" PRIMARY KEY("manager_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"actor_contact_id" integer NOT NULL,
	"acting_contact_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sexual_orientations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_platforms" ADD CONSTRAINT "contact_platforms_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_platforms" ADD CONSTRAINT "contact_platforms_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_gender_identity_id_genders_id_fk" FOREIGN KEY ("gender_identity_id") REFERENCES "public"."genders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_sexual_orientation_id_sexual_orientations_id_fk" FOREIGN KEY ("sexual_orientation_id") REFERENCES "public"."sexual_orientations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_approval_status_id_approval_statuses_id_fk" FOREIGN KEY ("approval_status_id") REFERENCES "public"."approval_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_owner_contact_id_contacts_id_fk" FOREIGN KEY ("owner_contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_grantee_contact_id_contacts_id_fk" FOREIGN KEY ("grantee_contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_creators" ADD CONSTRAINT "manager_creators_manager_id_contacts_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_creators" ADD CONSTRAINT "manager_creators_creator_id_contacts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_actor_contact_id_contacts_id_fk" FOREIGN KEY ("actor_contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_contact_id_contacts_id_fk" FOREIGN KEY ("acting_contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_platforms_contact_idx" ON "contact_platforms" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_platforms_handle_idx" ON "contact_platforms" USING btree ("platform_id",lower("handle"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_uid_idx" ON "contacts" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email_primary");--> statement-breakpoint
CREATE INDEX "linked_accounts_grantee_idx" ON "linked_accounts" USING btree ("grantee_contact_id");--> statement-breakpoint
CREATE INDEX "manager_creators_creator_idx" ON "manager_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "sessions_actor_idx" ON "sessions" USING btree ("actor_contact_id");