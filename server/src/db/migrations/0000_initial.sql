CREATE TABLE "oauth_state_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_token" text NOT NULL,
	"user_id" uuid,
	"session_id" text,
	"provider" text NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_state_tokens_state_token_unique" UNIQUE("state_token")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"password_hash" text,
	"auth_provider" text DEFAULT 'trial' NOT NULL,
	"paypal_customer_id" text,
	"paypal_subscription_id" text,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"subscription_status" text DEFAULT 'inactive' NOT NULL,
	"trial_started_at" timestamp with time zone,
	"trial_search_count" integer DEFAULT 0 NOT NULL,
	"trial_download_count" integer DEFAULT 0 NOT NULL,
	"trial_upload_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "monthly_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"documents_uploaded" integer DEFAULT 0 NOT NULL,
	"ai_extractions_used" integer DEFAULT 0 NOT NULL,
	"public_records_searches" integer DEFAULT 0 NOT NULL,
	"social_searches" integer DEFAULT 0 NOT NULL,
	"records_viewed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_usage_user_year_month_unique" UNIQUE("user_id","year","month")
);
--> statement-breakpoint
CREATE TABLE "monthly_usage_counties" (
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"county_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_usage_counties_pk" PRIMARY KEY("user_id","year","month","county_key")
);
--> statement-breakpoint
CREATE TABLE "paypal_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paypal_order_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_tier" text NOT NULL,
	"expected_amount" numeric(10, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paypal_order_status" text,
	"approval_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "paypal_orders_paypal_order_id_unique" UNIQUE("paypal_order_id")
);
--> statement-breakpoint
CREATE TABLE "social_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"defendant_name" text NOT NULL,
	"platform" text NOT NULL,
	"profile_url" text NOT NULL,
	"profile_image_url" text,
	"confidence" numeric(3, 2) DEFAULT '0.00' NOT NULL,
	"can_automate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_profiles_platform_check" CHECK ("social_profiles"."platform" in ('facebook', 'instagram', 'twitter', 'linkedin', 'other'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"object_path" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"processing_status" text DEFAULT 'pending' NOT NULL,
	"processing_error" text,
	"processed_at" timestamp with time zone,
	"defendant_name" text,
	"property_address" text,
	"zip_code" text,
	"case_number" text,
	"court" text,
	"loan_amount" numeric(12, 2),
	"filing_date" date,
	"document_type" text,
	"contact_info" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_processing_status_check" CHECK ("documents"."processing_status" in ('pending', 'processing', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" uuid,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_recipients" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"queue_id" uuid,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid,
	"provider" text NOT NULL,
	"recipient_email" text NOT NULL,
	"subject" text,
	"status" text NOT NULL,
	"provider_response" jsonb,
	"error_code" text,
	"error_message" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid,
	"user_id" uuid NOT NULL,
	"document_id" uuid,
	"recipient_email" text NOT NULL,
	"recipient_name" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"provider_message_id" text,
	"dedupe_key" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"worker_id" text,
	"visibility_timeout" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_queue_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"tone" text DEFAULT 'compassionate' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_tone_check" CHECK ("email_templates"."tone" in ('supportive', 'professional', 'compassionate'))
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"email" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"token_type" text DEFAULT 'Bearer' NOT NULL,
	"expires_at" timestamp with time zone,
	"scope" text,
	"is_connected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_user_provider_email_unique" UNIQUE("user_id","provider","email")
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"tone" text DEFAULT 'supportive' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_tone_check" CHECK ("message_templates"."tone" in ('supportive', 'professional', 'compassionate'))
);
--> statement-breakpoint
CREATE TABLE "outreach_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"social_profile_id" uuid,
	"defendant_name" text NOT NULL,
	"platform" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"status" text NOT NULL,
	"compliance_acknowledged" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outreach_history_platform_check" CHECK ("outreach_history"."platform" in ('facebook', 'instagram', 'twitter', 'linkedin', 'other')),
	CONSTRAINT "outreach_history_status_check" CHECK ("outreach_history"."status" in ('sent', 'copied', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "filing_provenance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filing_id" uuid NOT NULL,
	"source_id" uuid,
	"source_record_id" text,
	"source_url" text,
	"raw_data" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filing_provenance_filing_source_record_unique" UNIQUE NULLS NOT DISTINCT("filing_id","source_id","source_record_id")
);
--> statement-breakpoint
CREATE TABLE "filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"document_type" text NOT NULL,
	"case_number" text,
	"court" text,
	"defendant_name" text,
	"plaintiff_name" text,
	"property_address" text,
	"city" text,
	"county" text,
	"state" char(2) NOT NULL,
	"zip_code" varchar(5),
	"filing_date" date,
	"sale_date" date,
	"loan_amount" numeric(12, 2),
	"amount_kind" text,
	"document_url" text,
	"is_document_available" boolean DEFAULT false NOT NULL,
	"source_database" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filings_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"uri" text NOT NULL,
	"provider" text NOT NULL,
	"image_type" text NOT NULL,
	"license" text NOT NULL,
	"attribution" text,
	"visibility" text NOT NULL,
	"min_subscription_tier" text DEFAULT 'basic' NOT NULL,
	"width" integer,
	"height" integer,
	"file_size" integer,
	"mime_type" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_provider_check" CHECK ("images"."provider" in ('google_street_view', 'county_assessor', 'mls_archive', 'open_directory')),
	CONSTRAINT "images_image_type_check" CHECK ("images"."image_type" in ('front_view', 'aerial', 'listing', 'historical')),
	CONSTRAINT "images_license_check" CHECK ("images"."license" in ('public_domain', 'fair_use', 'attribution_required', 'restricted')),
	CONSTRAINT "images_visibility_check" CHECK ("images"."visibility" in ('free', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "property_enrichment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"assessor_data" jsonb,
	"census_data" jsonb,
	"enrichment_status" text DEFAULT 'pending' NOT NULL,
	"last_enriched" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_enrichment_result_id_unique" UNIQUE("result_id"),
	CONSTRAINT "property_enrichment_status_check" CHECK ("property_enrichment"."enrichment_status" in ('pending', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "public_records_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"search_id" uuid,
	"user_id" uuid NOT NULL,
	"filing_id" uuid,
	"case_number" text,
	"document_type" text,
	"court" text,
	"defendant_name" text,
	"property_address" text,
	"zip_code" varchar(5),
	"city" text,
	"county" text,
	"state" char(2),
	"filing_date" date,
	"loan_amount" numeric(12, 2),
	"document_url" text,
	"is_document_available" boolean DEFAULT false NOT NULL,
	"source_database" text,
	"raw_data" jsonb,
	"source_id" uuid,
	"session_id" uuid,
	"provenance" jsonb,
	"confidence" numeric(3, 2) DEFAULT '0.00' NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_records_results_user_dedupe_key_unique" UNIQUE("user_id","dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "public_records_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"state" char(2) NOT NULL,
	"zip_code" varchar(5),
	"city" text,
	"county" text,
	"search_status" text DEFAULT 'pending' NOT NULL,
	"results_count" integer DEFAULT 0 NOT NULL,
	"search_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_events_kind_check" CHECK ("search_events"."kind" in ('queued', 'source_started', 'source_completed', 'source_failed', 'result_found', 'enrichment_started', 'enrichment_completed', 'session_completed', 'error'))
);
--> statement-breakpoint
CREATE TABLE "search_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"query_type" text NOT NULL,
	"query" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_sources" integer DEFAULT 0 NOT NULL,
	"completed_sources" integer DEFAULT 0 NOT NULL,
	"failed_sources" integer DEFAULT 0 NOT NULL,
	"results_count" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_sessions_query_type_check" CHECK ("search_sessions"."query_type" in ('address', 'geographic'))
);
--> statement-breakpoint
CREATE TABLE "compliance_audits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid,
	"source_id" uuid,
	"domain" text NOT NULL,
	"activity_type" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"user_agent" text,
	"request_url" text,
	"response_code" integer,
	"compliance_rules" jsonb,
	"metadata" jsonb,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_audits_activity_type_check" CHECK ("compliance_audits"."activity_type" in ('robots_check', 'tos_check', 'scraping', 'image_collection', 'rate_limit')),
	CONSTRAINT "compliance_audits_status_check" CHECK ("compliance_audits"."status" in ('allowed', 'blocked', 'warning', 'error'))
);
--> statement-breakpoint
CREATE TABLE "parsers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"strategy" text NOT NULL,
	"fields" jsonb NOT NULL,
	"confidence" numeric(3, 2),
	"last_tested" timestamp with time zone,
	"success_rate" numeric(5, 4),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parsers_source_id_version_unique" UNIQUE("source_id","version"),
	CONSTRAINT "parsers_strategy_check" CHECK ("parsers"."strategy" in ('selector', 'llm', 'hybrid'))
);
--> statement-breakpoint
CREATE TABLE "query_cache" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cache_key" text NOT NULL,
	"query_hash" text NOT NULL,
	"result_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"last_hit" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "query_cache_cache_key_unique" UNIQUE("cache_key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"window" text NOT NULL,
	"quota" integer NOT NULL,
	"current_count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"last_request" timestamp with time zone,
	CONSTRAINT "rate_limits_source_id_window_unique" UNIQUE("source_id","window"),
	CONSTRAINT "rate_limits_window_check" CHECK ("rate_limits"."window" in ('minute', 'hour', 'day'))
);
--> statement-breakpoint
CREATE TABLE "robots_cache" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"robots_content" text,
	"is_accessible" boolean,
	"allows_user_agent" text DEFAULT 'allowed' NOT NULL,
	"crawl_delay" integer,
	"next_check" timestamp with time zone,
	"error_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "robots_cache_domain_unique" UNIQUE("domain"),
	CONSTRAINT "robots_cache_allows_user_agent_check" CHECK ("robots_cache"."allows_user_agent" in ('allowed', 'disallowed', 'partial'))
);
--> statement-breakpoint
CREATE TABLE "scraper_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"job_type" text NOT NULL,
	"payload" jsonb,
	"worker_id" text,
	"claimed_at" timestamp with time zone,
	"visibility_timeout" timestamp with time zone,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"result_data" jsonb,
	"error_message" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"max_retries" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scraper_queue_session_source_job_type_unique" UNIQUE("session_id","source_id","job_type")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"county" text,
	"state" char(2) NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"robots_policy" text DEFAULT 'unknown' NOT NULL,
	"tos_url" text,
	"attribution_required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_checked" timestamp with time zone,
	"error_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sources_county_state_kind_unique" UNIQUE NULLS NOT DISTINCT("county","state","kind"),
	CONSTRAINT "sources_kind_check" CHECK ("sources"."kind" in ('court', 'assessor', 'census', 'images')),
	CONSTRAINT "sources_robots_policy_check" CHECK ("sources"."robots_policy" in ('allowed', 'disallowed', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "tos_validation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"tos_url" text,
	"tos_content" text,
	"last_modified" timestamp with time zone,
	"scraping_allowed" boolean DEFAULT true NOT NULL,
	"requires_attribution" boolean DEFAULT false NOT NULL,
	"commercial_use_allowed" boolean DEFAULT true NOT NULL,
	"data_retention_limits" text,
	"next_check" timestamp with time zone,
	"compliance_status" text DEFAULT 'unknown' NOT NULL,
	"risk_level" text DEFAULT 'low' NOT NULL,
	"notes" text,
	"error_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tos_validation_domain_unique" UNIQUE("domain"),
	CONSTRAINT "tos_validation_compliance_status_check" CHECK ("tos_validation"."compliance_status" in ('compliant', 'violation', 'review_required', 'unknown')),
	CONSTRAINT "tos_validation_risk_level_check" CHECK ("tos_validation"."risk_level" in ('low', 'medium', 'high', 'critical'))
);
--> statement-breakpoint
ALTER TABLE "oauth_state_tokens" ADD CONSTRAINT "oauth_state_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_usage" ADD CONSTRAINT "monthly_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_usage_counties" ADD CONSTRAINT "monthly_usage_counties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD CONSTRAINT "paypal_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD CONSTRAINT "social_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_queue_id_email_queue_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."email_queue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_queue" ADD CONSTRAINT "email_queue_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_queue" ADD CONSTRAINT "email_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_queue" ADD CONSTRAINT "email_queue_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_history" ADD CONSTRAINT "outreach_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_history" ADD CONSTRAINT "outreach_history_social_profile_id_social_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_provenance" ADD CONSTRAINT "filing_provenance_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_provenance" ADD CONSTRAINT "filing_provenance_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_result_id_public_records_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."public_records_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_enrichment" ADD CONSTRAINT "property_enrichment_result_id_public_records_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."public_records_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_records_results" ADD CONSTRAINT "public_records_results_search_id_public_records_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."public_records_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_records_results" ADD CONSTRAINT "public_records_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_records_results" ADD CONSTRAINT "public_records_results_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_records_results" ADD CONSTRAINT "public_records_results_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_records_results" ADD CONSTRAINT "public_records_results_session_id_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."search_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_records_searches" ADD CONSTRAINT "public_records_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_events" ADD CONSTRAINT "search_events_session_id_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."search_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_sessions" ADD CONSTRAINT "search_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_audits" ADD CONSTRAINT "compliance_audits_session_id_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."search_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_audits" ADD CONSTRAINT "compliance_audits_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parsers" ADD CONSTRAINT "parsers_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraper_queue" ADD CONSTRAINT "scraper_queue_session_id_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."search_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraper_queue" ADD CONSTRAINT "scraper_queue_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "paypal_orders_user_id_created_at_idx" ON "paypal_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "social_profiles_user_id_idx" ON "social_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documents_user_id_zip_code_idx" ON "documents" USING btree ("user_id","zip_code");--> statement-breakpoint
CREATE INDEX "documents_user_id_created_at_idx" ON "documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_processing_status_idx" ON "documents" USING btree ("processing_status");--> statement-breakpoint
CREATE INDEX "email_campaigns_user_id_idx" ON "email_campaigns" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_logs_user_id_sent_at_idx" ON "email_logs" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "email_logs_queue_id_idx" ON "email_logs" USING btree ("queue_id");--> statement-breakpoint
CREATE INDEX "email_queue_status_scheduled_at_idx" ON "email_queue" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "email_queue_campaign_id_idx" ON "email_queue" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "email_templates_user_id_idx" ON "email_templates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "message_templates_user_id_idx" ON "message_templates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outreach_history_user_id_sent_at_idx" ON "outreach_history" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "filings_state_zip_filing_date_idx" ON "filings" USING btree ("state","zip_code","filing_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "filings_state_county_idx" ON "filings" USING btree ("state","county");--> statement-breakpoint
CREATE INDEX "filings_case_number_idx" ON "filings" USING btree ("case_number");--> statement-breakpoint
CREATE INDEX "images_result_id_idx" ON "images" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "public_records_results_user_id_search_id_idx" ON "public_records_results" USING btree ("user_id","search_id");--> statement-breakpoint
CREATE INDEX "public_records_results_user_id_zip_code_idx" ON "public_records_results" USING btree ("user_id","zip_code");--> statement-breakpoint
CREATE INDEX "public_records_searches_user_id_created_at_idx" ON "public_records_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_events_session_id_idx" ON "search_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "search_sessions_user_id_idx" ON "search_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "compliance_audits_domain_performed_at_idx" ON "compliance_audits" USING btree ("domain","performed_at");--> statement-breakpoint
CREATE INDEX "query_cache_expires_at_idx" ON "query_cache" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "scraper_queue_status_priority_scheduled_at_idx" ON "scraper_queue" USING btree ("status","priority","scheduled_at");