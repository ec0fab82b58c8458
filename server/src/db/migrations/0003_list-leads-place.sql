ALTER TABLE "document_leads" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "document_leads" ADD COLUMN "state" text;