CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source_kind" text NOT NULL,
	"result_id" uuid,
	"filing_id" uuid,
	"document_id" uuid,
	"record_position" integer,
	"dedupe_key" text NOT NULL,
	"filing_type" text,
	"case_number" text,
	"court" text,
	"defendant_name" text,
	"plaintiff_name" text,
	"property_address" text,
	"city" text,
	"county" text,
	"state" char(2),
	"zip_code" varchar(5),
	"filing_date" date,
	"sale_date" date,
	"loan_amount" numeric(12, 2),
	"amount_kind" text,
	"document_url" text,
	"is_document_available" boolean DEFAULT false NOT NULL,
	"source_database" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"folder" text,
	"next_action_at" timestamp with time zone,
	"contact_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_user_id_dedupe_key_unique" UNIQUE("user_id","dedupe_key"),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'researching', 'contacted', 'negotiating', 'under_contract', 'won', 'dead')),
	CONSTRAINT "leads_source_kind_check" CHECK ("leads"."source_kind" in ('search_result', 'upload', 'document_record'))
);
--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_id_created_at_idx" ON "lead_notes" USING btree ("lead_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_updated_at_idx" ON "leads" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_filing_date_idx" ON "leads" USING btree ("user_id","filing_date","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_sale_date_idx" ON "leads" USING btree ("user_id","sale_date","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_loan_amount_idx" ON "leads" USING btree ("user_id","loan_amount","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_status_updated_at_idx" ON "leads" USING btree ("user_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_folder_idx" ON "leads" USING btree ("user_id","folder");--> statement-breakpoint
CREATE INDEX "leads_user_id_zip_code_idx" ON "leads" USING btree ("user_id","zip_code");--> statement-breakpoint
CREATE INDEX "leads_user_id_state_county_idx" ON "leads" USING btree ("user_id","state","county");--> statement-breakpoint
CREATE INDEX "leads_document_id_idx" ON "leads" USING btree ("document_id") WHERE "leads"."document_id" is not null;