CREATE TABLE "opportunities" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"public_title" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"logo_url" text,
	"partner_name" text,
	"platform_id" integer DEFAULT 4 NOT NULL,
	"end_date" timestamp with time zone,
	"survey_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"opportunity_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"contact_platform_id" integer,
	"handle" text NOT NULL,
	"email" text NOT NULL,
	"responses" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"opportunity_id" integer NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "information_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_contact_platform_id_contact_platforms_id_fk" FOREIGN KEY ("contact_platform_id") REFERENCES "public"."contact_platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_fields" ADD CONSTRAINT "opportunity_fields_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_active_idx" ON "opportunities" USING btree ("active","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_applications_once_idx" ON "opportunity_applications" USING btree ("opportunity_id","contact_id");--> statement-breakpoint
CREATE INDEX "opportunity_fields_opportunity_idx" ON "opportunity_fields" USING btree ("opportunity_id","sort_order");