ALTER TABLE "document_leads" ADD COLUMN "amount_kind" text;--> statement-breakpoint
ALTER TABLE "document_leads" ADD COLUMN "court" text;--> statement-breakpoint
ALTER TABLE "document_leads" ADD COLUMN "sale_date" date;--> statement-breakpoint
ALTER TABLE "document_leads" ADD COLUMN "sale_status" text;--> statement-breakpoint
ALTER TABLE "document_leads" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "document_leads" ADD CONSTRAINT "document_leads_sale_status_check" CHECK ("document_leads"."sale_status" in ('scheduled', 'postponed', 'stayed', 'cancelled', 'sold'));--> statement-breakpoint
ALTER TABLE "document_leads" ADD CONSTRAINT "document_leads_amount_kind_check" CHECK ("document_leads"."amount_kind" in ('loan', 'judgment', 'upset_price', 'minimum_bid', 'tax', 'other'));