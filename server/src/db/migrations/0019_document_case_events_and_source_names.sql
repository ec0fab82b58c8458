CREATE TABLE "document_case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer,
	"case_key" text NOT NULL,
	"kind" text NOT NULL,
	"sale_date" date,
	"postponement_count" integer,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_case_events_kind_check" CHECK ("document_case_events"."kind" in ('filed', 'judgment', 'sale_scheduled', 'postponed', 'cancelled', 'bankruptcy_stay', 'sold', 'redeemed', 'reo', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "sources" DROP CONSTRAINT "sources_county_state_kind_preset_unique";--> statement-breakpoint
ALTER TABLE "document_case_events" ADD CONSTRAINT "document_case_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_case_events" ADD CONSTRAINT "document_case_events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_case_events_user_case_idx" ON "document_case_events" USING btree ("user_id","case_key","created_at");--> statement-breakpoint
CREATE INDEX "document_case_events_document_idx" ON "document_case_events" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_county_state_kind_name_preset_unique" UNIQUE NULLS NOT DISTINCT("county","state","kind","name","preset_id");