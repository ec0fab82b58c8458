CREATE TABLE "document_imports" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"columns" jsonb NOT NULL,
	"columns_from" text NOT NULL,
	"missing" jsonb NOT NULL,
	"claimed_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_imports_status_check" CHECK ("document_imports"."status" in ('awaiting', 'importing', 'imported', 'cancelled')),
	CONSTRAINT "document_imports_columns_from_check" CHECK ("document_imports"."columns_from" in ('header', 'fields'))
);
--> statement-breakpoint
ALTER TABLE "document_imports" ADD CONSTRAINT "document_imports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_imports" ADD CONSTRAINT "document_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_imports_user_id_idx" ON "document_imports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_imports_importing_idx" ON "document_imports" USING btree ("heartbeat_at") WHERE "document_imports"."status" = 'importing';