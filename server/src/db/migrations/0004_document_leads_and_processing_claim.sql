CREATE TABLE "document_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"defendant_name" text,
	"property_address" text,
	"zip_code" text,
	"case_number" text,
	"loan_amount" numeric(12, 2),
	"filing_date" date,
	"snippet" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_leads_document_id_position_unique" UNIQUE("document_id","position")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "processing_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_leads" ADD CONSTRAINT "document_leads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_leads" ADD CONSTRAINT "document_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_leads_user_id_zip_code_idx" ON "document_leads" USING btree ("user_id","zip_code");