ALTER TABLE "public_records_searches" ADD COLUMN "sale_within_days" integer;--> statement-breakpoint
ALTER TABLE "public_records_searches" ADD COLUMN "exclude_ended" boolean DEFAULT false NOT NULL;