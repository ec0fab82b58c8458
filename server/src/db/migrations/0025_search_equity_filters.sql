ALTER TABLE "public_records_searches" ADD COLUMN "min_equity" integer;--> statement-breakpoint
ALTER TABLE "public_records_searches" ADD COLUMN "min_equity_percent" integer;--> statement-breakpoint
ALTER TABLE "public_records_searches" ADD COLUMN "absentee_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "public_records_searches" ADD COLUMN "result_sort" text DEFAULT 'filingDate' NOT NULL;