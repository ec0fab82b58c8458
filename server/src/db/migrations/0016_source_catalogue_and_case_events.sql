CREATE TABLE "case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sale_date" date,
	"postponement_count" integer,
	"source_id" uuid,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_events_kind_check" CHECK ("case_events"."kind" in ('filed', 'judgment', 'sale_scheduled', 'postponed', 'cancelled', 'bankruptcy_stay', 'sold', 'redeemed', 'reo', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "sources" DROP CONSTRAINT "sources_county_state_kind_unique";--> statement-breakpoint
ALTER TABLE "sources" DROP CONSTRAINT "sources_kind_check";--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "parcel" text;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "next_sale_date" date;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "postponement_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "preset_id" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "access" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "review_notes" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "update_every_hours" integer;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "last_row_count" integer;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "alarm" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "alarm_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_filing_id_created_at_idx" ON "case_events" USING btree ("filing_id","created_at");--> statement-breakpoint
CREATE INDEX "filings_state_county_parcel_idx" ON "filings" USING btree ("state","county","parcel");--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_county_state_kind_preset_unique" UNIQUE NULLS NOT DISTINCT("county","state","kind","preset_id");--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_preset_id_unique" UNIQUE("preset_id");--> statement-breakpoint
ALTER TABLE "filings" ADD CONSTRAINT "filings_stage_check" CHECK ("filings"."stage" in ('filed', 'judgment', 'sale_scheduled', 'postponed', 'cancelled', 'bankruptcy_stay', 'sold', 'redeemed', 'reo', 'unknown'));--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_access_check" CHECK ("sources"."access" in ('open', 'licensed_feed_required'));--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_kind_check" CHECK ("sources"."kind" in ('court', 'assessor', 'census', 'images', 'recorder', 'tax'));