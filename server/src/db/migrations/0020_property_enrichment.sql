ALTER TABLE "property_enrichment" DROP CONSTRAINT "property_enrichment_result_id_public_records_results_id_fk";
--> statement-breakpoint
ALTER TABLE "property_enrichment" ALTER COLUMN "result_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "estimated_equity" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "absentee_owner" boolean;--> statement-breakpoint
ALTER TABLE "property_enrichment" ADD COLUMN "property_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "property_enrichment" ADD COLUMN "parcel_id" text;--> statement-breakpoint
ALTER TABLE "property_enrichment" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "property_enrichment" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "property_enrichment" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_enrichment" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_enrichment" ADD CONSTRAINT "property_enrichment_result_id_public_records_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."public_records_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_user_id_estimated_equity_idx" ON "leads" USING btree ("user_id","estimated_equity","id");--> statement-breakpoint
ALTER TABLE "property_enrichment" ADD CONSTRAINT "property_enrichment_property_key_unique" UNIQUE("property_key");