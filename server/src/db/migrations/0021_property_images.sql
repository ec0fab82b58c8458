CREATE TABLE "image_contents" (
	"image_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_key" text NOT NULL,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_lookups_property_provider_unique" UNIQUE("property_key","provider"),
	CONSTRAINT "image_lookups_outcome_check" CHECK ("image_lookups"."outcome" in ('found', 'none', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_provider_check";--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_result_id_public_records_results_id_fk";
--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "result_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "property_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "provider_data" jsonb;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "image_contents" ADD CONSTRAINT "image_contents_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_result_id_public_records_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."public_records_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_property_provider_type_unique" UNIQUE("property_key","provider","image_type");--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_min_tier_check" CHECK ("images"."min_subscription_tier" in ('free', 'basic', 'pro', 'premium', 'elite'));--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_attribution_check" CHECK ("images"."license" = 'public_domain' or coalesce(btrim("images"."attribution"), '') <> '');--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_provider_check" CHECK ("images"."provider" in ('google_street_view', 'county_assessor', 'mls_archive', 'open_directory', 'sample'));