CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"from_email" text,
	"from_name" text,
	"contact_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"subtext" text,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_approvals" (
	"contact_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"optout" boolean DEFAULT false NOT NULL,
	CONSTRAINT "legal_approvals_contact_id_document_id_pk" PRIMARY KEY("contact_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"information" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_signups" ALTER COLUMN "contest_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_approvals" ADD CONSTRAINT "legal_approvals_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_approvals" ADD CONSTRAINT "legal_approvals_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_kind_idx" ON "contact_messages" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "faqs_type_idx" ON "faqs" USING btree ("type","sort_order","id") WHERE active;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_type_version_idx" ON "legal_documents" USING btree ("type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_signups_newsletter_idx" ON "marketing_signups" USING btree ("email") WHERE contest_id is null;