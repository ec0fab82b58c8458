-- Searches read a ZIP's filings in answer order from this one index (an index-only scan, no sort,
-- 2-3 index pages instead of ~50 heap pages): docs/decisions/0018. Drizzle cannot declare INCLUDE,
-- so the index is written here; schema/records.ts names it in a comment.
CREATE INDEX "filings_search_covering_idx" ON "filings" USING btree ("state","zip_code","filing_date" DESC NULLS LAST,"created_at" DESC,"id") INCLUDE ("dedupe_key","document_type","case_number","court","defendant_name","property_address","city","county","loan_amount","sale_status","stage","next_sale_date","document_url","is_document_available","source_database","is_sample");--> statement-breakpoint
DROP INDEX "filings_state_zip_filing_date_idx";
