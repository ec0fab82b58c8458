-- Dates by role (issue 34, decision 0062): a document's filing date is only ever a filing
-- date. A sale notice read before then kept its sale date in filing_date (its extraction's one
-- `date` was of kind 'sale'); the sale date stays in the extraction, shown as the sale date.
UPDATE "documents" SET "filing_date" = NULL
WHERE "extraction" IS NOT NULL
  AND NOT ("extraction" ? 'filingDate')
  AND "extraction" #>> '{date,value,kind}' = 'sale';--> statement-breakpoint
-- A list's record kept the same way shows its sale date twice: in sale_date and in filing_date.
UPDATE "document_leads" SET "filing_date" = NULL
WHERE "filing_date" IS NOT NULL AND "filing_date" = "sale_date";
