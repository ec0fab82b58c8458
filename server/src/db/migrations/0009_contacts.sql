CREATE TABLE "contact_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"tested" boolean,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"defendant_name" text NOT NULL,
	"full_name" text NOT NULL,
	"age" integer,
	"deceased" boolean,
	"litigator" boolean,
	"mailing_address" jsonb,
	"match_evidence" jsonb NOT NULL,
	"source" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"traced_at" timestamp with time zone NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_phones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" text NOT NULL,
	"line_type" text NOT NULL,
	"carrier" text,
	"provider_dnc" boolean,
	"provider_tcpa" boolean,
	"reachable" boolean,
	"score" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "defendant_traces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"defendant_name" text NOT NULL,
	"searched_name" text NOT NULL,
	"status" text NOT NULL,
	"from_cache" boolean DEFAULT false NOT NULL,
	"traced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissible_use_acceptances" (
	"user_id" uuid NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissible_use_acceptances_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "person_trace_cache" (
	"user_id" uuid NOT NULL,
	"cache_key" text NOT NULL,
	"status" text NOT NULL,
	"persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text,
	"simulated" boolean DEFAULT false NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fetched_at" timestamp with time zone,
	CONSTRAINT "person_trace_cache_user_id_cache_key_pk" PRIMARY KEY("user_id","cache_key"),
	CONSTRAINT "person_trace_cache_status_check" CHECK ("person_trace_cache"."status" in ('pending', 'matched', 'unmatched'))
);
--> statement-breakpoint
CREATE TABLE "phone_compliance_cache" (
	"user_id" uuid NOT NULL,
	"number" text NOT NULL,
	"dnc" boolean NOT NULL,
	"litigator" boolean NOT NULL,
	"wireless_restricted" boolean DEFAULT false NOT NULL,
	"result_code" text,
	"line_type" text,
	"source" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_compliance_cache_user_id_number_pk" PRIMARY KEY("user_id","number")
);
--> statement-breakpoint
CREATE TABLE "skip_trace_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lead_ids" uuid[] NOT NULL,
	"done_lead_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"unmatched" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"message" text,
	"cancel_requested_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skip_trace_batches_status_check" CHECK ("skip_trace_batches"."status" in ('queued', 'running', 'completed', 'cancelled', 'limit_reached', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "monthly_usage" ADD COLUMN "skip_traces" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD COLUMN "match_evidence" jsonb;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD COLUMN "source" text DEFAULT 'simulator' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_emails" ADD CONSTRAINT "contact_emails_person_id_contact_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_emails" ADD CONSTRAINT "contact_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_phones" ADD CONSTRAINT "contact_phones_person_id_contact_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_phones" ADD CONSTRAINT "contact_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defendant_traces" ADD CONSTRAINT "defendant_traces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defendant_traces" ADD CONSTRAINT "defendant_traces_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissible_use_acceptances" ADD CONSTRAINT "permissible_use_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_trace_cache" ADD CONSTRAINT "person_trace_cache_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_compliance_cache" ADD CONSTRAINT "phone_compliance_cache_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skip_trace_batches" ADD CONSTRAINT "skip_trace_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_emails_person_id_idx" ON "contact_emails" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "contact_persons_lead_id_idx" ON "contact_persons" USING btree ("lead_id","position");--> statement-breakpoint
CREATE INDEX "contact_phones_person_id_idx" ON "contact_phones" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "defendant_traces_lead_defendant_unique" ON "defendant_traces" USING btree ("lead_id","defendant_name");--> statement-breakpoint
CREATE INDEX "skip_trace_batches_user_id_created_at_idx" ON "skip_trace_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skip_trace_batches_one_active_per_user" ON "skip_trace_batches" USING btree ("user_id") WHERE "skip_trace_batches"."status" in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "social_profiles" ADD CONSTRAINT "social_profiles_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_profiles_user_id_profile_url_unique" ON "social_profiles" USING btree ("user_id","profile_url");--> statement-breakpoint
CREATE INDEX "social_profiles_lead_id_idx" ON "social_profiles" USING btree ("lead_id") WHERE "social_profiles"."lead_id" is not null;