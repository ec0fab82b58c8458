ALTER TABLE "sources" DROP CONSTRAINT "sources_county_state_kind_unique";--> statement-breakpoint
ALTER TABLE "sources" DROP CONSTRAINT "sources_kind_check";--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "preset_id" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "access" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "review_notes" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "update_every_hours" integer;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "last_row_count" integer;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "alarm" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "alarm_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_county_state_kind_preset_unique" UNIQUE NULLS NOT DISTINCT("county","state","kind","preset_id");--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_preset_id_unique" UNIQUE("preset_id");--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_access_check" CHECK ("sources"."access" in ('open', 'licensed_feed_required'));--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_kind_check" CHECK ("sources"."kind" in ('court', 'assessor', 'census', 'images', 'recorder', 'tax'));