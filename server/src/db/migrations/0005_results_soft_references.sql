ALTER TABLE "public_records_results" DROP CONSTRAINT "public_records_results_search_id_public_records_searches_id_fk";
--> statement-breakpoint
ALTER TABLE "public_records_results" DROP CONSTRAINT "public_records_results_filing_id_filings_id_fk";
--> statement-breakpoint
ALTER TABLE "public_records_results" DROP CONSTRAINT "public_records_results_session_id_search_sessions_id_fk";
