CREATE TABLE "document_field_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"previous_value" text,
	"evidence_text" text,
	"evidence_page" integer,
	"evidence_boxes" jsonb,
	"corrected_by" uuid,
	"corrected_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_field_corrections_field_check" CHECK ("document_field_corrections"."field" in ('defendantName', 'propertyAddress', 'zipCode', 'caseNumber', 'loanAmount', 'filingDate', 'saleDate'))
);
--> statement-breakpoint
CREATE TABLE "document_page_words" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"pages" jsonb NOT NULL,
	"signature" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_layouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"signature" jsonb NOT NULL,
	"learned_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layout_field_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layout_id" uuid NOT NULL,
	"field" text NOT NULL,
	"rule" jsonb NOT NULL,
	"learned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_field_rules_layout_id_field_unique" UNIQUE("layout_id","field"),
	CONSTRAINT "layout_field_rules_field_check" CHECK ("layout_field_rules"."field" in ('defendantName', 'propertyAddress', 'zipCode', 'caseNumber', 'loanAmount', 'filingDate', 'saleDate'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "document_field_corrections" ADD CONSTRAINT "document_field_corrections_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_field_corrections" ADD CONSTRAINT "document_field_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_field_corrections" ADD CONSTRAINT "document_field_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_page_words" ADD CONSTRAINT "document_page_words_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_page_words" ADD CONSTRAINT "document_page_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_layouts" ADD CONSTRAINT "document_layouts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_layouts" ADD CONSTRAINT "document_layouts_learned_from_documents_id_fk" FOREIGN KEY ("learned_from") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_field_rules" ADD CONSTRAINT "layout_field_rules_layout_id_document_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."document_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_field_rules" ADD CONSTRAINT "layout_field_rules_learned_by_users_id_fk" FOREIGN KEY ("learned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_field_corrections_document_id_idx" ON "document_field_corrections" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "document_field_corrections_user_id_idx" ON "document_field_corrections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_layouts_account_id_idx" ON "document_layouts" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_account_id_idx" ON "users" USING btree ("account_id") WHERE "users"."account_id" is not null;