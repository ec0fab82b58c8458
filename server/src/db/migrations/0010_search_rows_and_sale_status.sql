ALTER TABLE "leads" ADD COLUMN "sale_status" text;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "sale_status" text;--> statement-breakpoint
ALTER TABLE "public_records_results" ADD COLUMN "sale_status" text;--> statement-breakpoint
ALTER TABLE "public_records_searches" ADD COLUMN "filing_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "public_records_searches" ADD COLUMN "shown_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_sale_status_check" CHECK ("leads"."sale_status" in ('scheduled', 'postponed', 'stayed', 'cancelled', 'sold'));--> statement-breakpoint
ALTER TABLE "filings" ADD CONSTRAINT "filings_sale_status_check" CHECK ("filings"."sale_status" in ('scheduled', 'postponed', 'stayed', 'cancelled', 'sold'));--> statement-breakpoint
-- Searches saved before 0018 kept their results as rows of public_records_results: give each
-- search the filings whose saved copy it delivered last, the delivered ones first (a search's
-- readable results are the first shown_count of filing_ids), so opening it shows them again.
UPDATE "public_records_searches" AS s SET "filing_ids" = r.ids, "shown_count" = r.shown
FROM (
  SELECT "search_id",
         array_agg("filing_id" ORDER BY ("status" = 'masked'), "filing_date" DESC NULLS LAST, "id") AS ids,
         (count(*) FILTER (WHERE "status" <> 'masked'))::int AS shown
  FROM "public_records_results"
  WHERE "search_id" IS NOT NULL AND "filing_id" IS NOT NULL
  GROUP BY "search_id"
) AS r
WHERE r."search_id" = s."id";
