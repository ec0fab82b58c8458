ALTER TABLE "public_records_searches" ADD COLUMN "zip_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "defendant_traces_user_id_traced_at_idx" ON "defendant_traces" USING btree ("user_id","traced_at");--> statement-breakpoint
CREATE INDEX "email_queue_user_id_sent_at_idx" ON "email_queue" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "filings_state_lower_county_filing_date_idx" ON "filings" USING btree ("state",lower("county"),"filing_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "filings_filing_date_idx" ON "filings" USING btree ("filing_date");