CREATE TABLE "unreadable_source_records" (
	"source_id" uuid NOT NULL,
	"source_record_id" text NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unreadable_source_records_source_id_source_record_id_pk" PRIMARY KEY("source_id","source_record_id")
);
--> statement-breakpoint
ALTER TABLE "unreadable_source_records" ADD CONSTRAINT "unreadable_source_records_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;