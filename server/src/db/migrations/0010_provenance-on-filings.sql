ALTER TABLE "filings" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "check_every_hours" integer;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "stage_as_of" timestamp with time zone;--> statement-breakpoint
-- Backfill (docs/decisions/0078): each filing's last sighting's list URL and its source's
-- interval from its newest provenance row, and its stage's time from its newest case event.
UPDATE "filings" f SET "source_url" = p."source_url", "check_every_hours" = p."update_every_hours"
FROM (
  SELECT DISTINCT ON (fp."filing_id") fp."filing_id", fp."source_url", s."update_every_hours"
  FROM "filing_provenance" fp LEFT JOIN "sources" s ON s."id" = fp."source_id"
  ORDER BY fp."filing_id", fp."fetched_at" DESC
) p
WHERE p."filing_id" = f."id";--> statement-breakpoint
UPDATE "filings" f SET "stage_as_of" = e."at"
FROM (SELECT "filing_id", max("created_at") AS "at" FROM "case_events" GROUP BY "filing_id") e
WHERE e."filing_id" = f."id" AND f."stage" IS NOT NULL;
--> statement-breakpoint
-- The search's covering index (docs/decisions/0018) holds every column a search reads again:
-- last_seen_at (0077) and the provenance above, so a search stays an index-only scan (0078).
DROP INDEX IF EXISTS "filings_search_covering_idx";--> statement-breakpoint
CREATE INDEX "filings_search_covering_idx" ON "filings" USING btree ("state","zip_code","filing_date" DESC NULLS LAST,"created_at" DESC,"id") INCLUDE ("dedupe_key","document_type","case_number","court","defendant_name","property_address","city","county","loan_amount","sale_status","stage","next_sale_date","document_url","is_document_available","source_database","is_sample","last_seen_at","first_seen_at","source_url","check_every_hours","stage_as_of");
