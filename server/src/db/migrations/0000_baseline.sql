-- The schema as it stood when the product was first deployed (docs/decisions/0049): one baseline
-- written by drizzle-kit from server/src/db/schema, plus what Drizzle cannot declare (marked
-- below). From the first deployment on, migrations are append-only: a change is a new file.
--
-- Hand-written: street_match_key is the SQL twin of server/src/text/street-suffixes.ts streetMatchKey: upper
-- case, every run of other characters one blank, each word in its USPS abbreviation
-- (STREET_ABBREVIATIONS), lower case; street-match-key.sql.test.ts checks the two agree.
CREATE FUNCTION street_match_key(street text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(string_agg(coalesce(m.abbreviation, w.word), ' ' ORDER BY w.n))
  FROM unnest(regexp_split_to_array(trim(regexp_replace(upper(street), '[^A-Z0-9]+', ' ', 'g')), ' '))
    WITH ORDINALITY AS w(word, n)
  LEFT JOIN (VALUES ('STREET', 'ST'), ('STR', 'ST'), ('AVENUE', 'AVE'), ('AV', 'AVE'), ('AVN', 'AVE'), ('ROAD', 'RD'), ('DRIVE', 'DR'), ('LANE', 'LN'), ('BOULEVARD', 'BLVD'), ('COURT', 'CT'), ('PLACE', 'PL'), ('CIRCLE', 'CIR'), ('TERRACE', 'TER'), ('TERR', 'TER'), ('PARKWAY', 'PKWY'), ('HIGHWAY', 'HWY'), ('TRAIL', 'TRL'), ('TR', 'TRL'), ('SQUARE', 'SQ'), ('ALLEY', 'ALY'), ('COVE', 'CV'), ('CROSSING', 'XING'), ('TURNPIKE', 'TPKE'), ('ROUTE', 'RTE'), ('EXPRESSWAY', 'EXPY'), ('FREEWAY', 'FWY'), ('PLAZA', 'PLZ'), ('EXTENSION', 'EXT'), ('HEIGHTS', 'HTS'), ('RIDGE', 'RDG'), ('CREEK', 'CRK'), ('POINT', 'PT'), ('TRACE', 'TRCE'), ('CRESCENT', 'CRES'), ('NORTH', 'N'), ('SOUTH', 'S'), ('EAST', 'E'), ('WEST', 'W'), ('NORTHEAST', 'NE'), ('NORTHWEST', 'NW'), ('SOUTHEAST', 'SE'), ('SOUTHWEST', 'SW')) AS m(word, abbreviation) ON m.word = w.word
  WHERE w.word <> ''
$$;--> statement-breakpoint
CREATE TABLE "email_change_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_change_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"product_emails" boolean DEFAULT true NOT NULL,
	"daily_digest" boolean DEFAULT false NOT NULL,
	"digest_time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_state_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_token" text NOT NULL,
	"user_id" uuid,
	"session_id" text,
	"provider" text NOT NULL,
	"code_verifier" text,
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
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid
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
	"subscription_ends_at" timestamp with time zone,
	"subscription_event_at" timestamp with time zone,
	"trial_search_count" integer DEFAULT 0 NOT NULL,
	"trial_download_count" integer DEFAULT 0 NOT NULL,
	"trial_upload_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "alert_digests" (
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"matches" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_user_id_local_date_pk" PRIMARY KEY("user_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "alert_evaluated_events" (
	"case_event_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"monitor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"case_event_id" uuid,
	"filing_id" uuid,
	"kind" text NOT NULL,
	"fired_at" timestamp with time zone,
	"digest_date" date,
	"for_digest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_matches_monitor_event_key" UNIQUE("monitor_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "alert_monitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"zip_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"counties" text[] DEFAULT '{}'::text[] NOT NULL,
	"filing_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"sale_within_days" integer,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"channels" text[] DEFAULT '{in_app}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_monitors_frequency_check" CHECK ("alert_monitors"."frequency" in ('instant', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "alert_quotas" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"monitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"match_id" uuid,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_webhook_deliveries_match_id_unique" UNIQUE("match_id"),
	CONSTRAINT "alert_webhook_deliveries_status_check" CHECK ("alert_webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "alert_webhooks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"match_id" uuid,
	"filing_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_match_id_unique" UNIQUE("match_id"),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('alert', 'webhook_disabled'))
);
--> statement-breakpoint
CREATE TABLE "api_idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"api_key_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response_status" integer,
	"response_content_type" text,
	"response_body" text,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_idempotency_keys_key_unique" UNIQUE("api_key_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scopes" text[] NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "api_keys_scopes_check" CHECK ("api_keys"."scopes" <@ array['records:read', 'leads:read', 'leads:write', 'documents:read', 'documents:write', 'alerts:read', 'alerts:write']::text[])
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
	"skip_traces" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"subscription_id" text,
	"event_created_at" timestamp with time zone NOT NULL,
	"sale_id" text,
	"amount" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"outcome" text
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
	"approval_token" text,
	"revises_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "paypal_orders_paypal_order_id_unique" UNIQUE("paypal_order_id")
);
--> statement-breakpoint
CREATE TABLE "simulated_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"custom_id" text,
	"status" text DEFAULT 'APPROVAL_PENDING' NOT NULL,
	"payer_id" text,
	"ba_token" text,
	"activated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"pending_plan_id" text,
	"pending_ba_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_subscriptions_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "simulated_subscriptions_ba_token_unique" UNIQUE("ba_token"),
	CONSTRAINT "simulated_subscriptions_pending_ba_token_unique" UNIQUE("pending_ba_token")
);
--> statement-breakpoint
CREATE TABLE "subscription_cancellations" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sale_date" date,
	"postponement_count" integer,
	"source_id" uuid,
	"source_name" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_events_kind_check" CHECK ("case_events"."kind" in ('filed', 'judgment', 'sale_scheduled', 'postponed', 'cancelled', 'bankruptcy_stay', 'sold', 'redeemed', 'reo', 'unknown'))
);
--> statement-breakpoint
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
CREATE TABLE "crm_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"label" text NOT NULL,
	"sealed_credentials" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_pushed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_connections_user_id_provider_unique" UNIQUE("user_id","provider"),
	CONSTRAINT "crm_connections_provider_check" CHECK ("crm_connections"."provider" in ('hubspot', 'podio', 'webhook')),
	CONSTRAINT "crm_connections_status_check" CHECK ("crm_connections"."status" in ('connected', 'needs_reconnect', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "crm_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"key" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"status" text NOT NULL,
	"remote_id" text,
	"id_property" text,
	"content_hash" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone,
	CONSTRAINT "crm_pushes_user_id_provider_key_unique" UNIQUE("user_id","provider","key"),
	CONSTRAINT "crm_pushes_provider_check" CHECK ("crm_pushes"."provider" in ('hubspot', 'podio', 'webhook')),
	CONSTRAINT "crm_pushes_status_check" CHECK ("crm_pushes"."status" in ('pushing', 'pushed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "crm_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "crm_webhook_deliveries_status_check" CHECK ("crm_webhook_deliveries"."status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "crm_webhook_deliveries_attempts_check" CHECK ("crm_webhook_deliveries"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "document_case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer,
	"case_key" text NOT NULL,
	"source_name" text NOT NULL,
	"state" char(2),
	"county" text,
	"zip_code" varchar(5),
	"street_key" text,
	"kind" text NOT NULL,
	"sale_date" date,
	"postponement_count" integer,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_case_events_kind_check" CHECK ("document_case_events"."kind" in ('filed', 'judgment', 'sale_scheduled', 'postponed', 'cancelled', 'bankruptcy_stay', 'sold', 'redeemed', 'reo', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "document_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"defendant_name" text,
	"property_address" text,
	"zip_code" text,
	"case_number" text,
	"loan_amount" numeric(12, 2),
	"filing_date" date,
	"amount_kind" text,
	"court" text,
	"sale_date" date,
	"sale_status" text,
	"snippet" text DEFAULT '' NOT NULL,
	"source" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_leads_document_id_position_unique" UNIQUE("document_id","position"),
	CONSTRAINT "document_leads_sale_status_check" CHECK ("document_leads"."sale_status" in ('scheduled', 'postponed', 'stayed', 'cancelled', 'sold')),
	CONSTRAINT "document_leads_amount_kind_check" CHECK ("document_leads"."amount_kind" in ('loan', 'judgment', 'upset_price', 'minimum_bid', 'tax', 'other'))
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
	"processing_started_at" timestamp with time zone,
	"processing_heartbeat_at" timestamp with time zone,
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
	"extraction" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_processing_status_check" CHECK ("documents"."processing_status" in ('pending', 'processing', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "pending_object_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"object_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_object_deletions_object_key_unique" UNIQUE("object_key")
);
--> statement-breakpoint
CREATE TABLE "email_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" uuid,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"mailbox_id" uuid,
	"stop_reason" text,
	"total_recipients" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"skipped_duplicates" integer DEFAULT 0 NOT NULL,
	"skipped_without_email" integer DEFAULT 0 NOT NULL,
	"skipped_case_ended" integer DEFAULT 0 NOT NULL,
	"lead_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"state_law_acknowledged_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_campaigns_status_check" CHECK ("email_campaigns"."status" in ('draft', 'scheduled', 'sending', 'paused', 'completed', 'cancelled'))
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
	"lead_id" uuid,
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
	"message_id" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"worker_id" text,
	"visibility_timeout" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_queue_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "email_queue_status_check" CHECK ("email_queue"."status" in ('pending', 'claimed', 'sending', 'sent', 'sent_unverified', 'failed', 'bounced', 'suppressed', 'cancelled'))
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
CREATE TABLE "filing_day_counts" (
	"day" date NOT NULL,
	"state" char(2) NOT NULL,
	"document_type" text NOT NULL,
	"filings" integer DEFAULT 0 NOT NULL,
	"sample" integer DEFAULT 0 NOT NULL,
	"sale_scheduled" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "filing_day_counts_day_state_document_type_pk" PRIMARY KEY("day","state","document_type")
);
--> statement-breakpoint
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
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid,
	"property_key" text NOT NULL,
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
	"provider_data" jsonb,
	"is_sample" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_property_provider_type_unique" UNIQUE("property_key","provider","image_type"),
	CONSTRAINT "images_provider_check" CHECK ("images"."provider" in ('google_street_view', 'county_assessor', 'mls_archive', 'open_directory', 'sample')),
	CONSTRAINT "images_image_type_check" CHECK ("images"."image_type" in ('front_view', 'aerial', 'listing', 'historical')),
	CONSTRAINT "images_license_check" CHECK ("images"."license" in ('public_domain', 'fair_use', 'attribution_required', 'restricted')),
	CONSTRAINT "images_visibility_check" CHECK ("images"."visibility" in ('free', 'paid')),
	CONSTRAINT "images_min_tier_check" CHECK ("images"."min_subscription_tier" in ('free', 'basic', 'pro', 'premium', 'elite')),
	CONSTRAINT "images_attribution_check" CHECK ("images"."license" = 'public_domain' or coalesce(btrim("images"."attribution"), '') <> '')
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source_kind" text NOT NULL,
	"result_id" uuid,
	"filing_id" uuid,
	"document_id" uuid,
	"record_position" integer,
	"dedupe_key" text NOT NULL,
	"filing_type" text,
	"case_number" text,
	"court" text,
	"defendant_name" text,
	"plaintiff_name" text,
	"property_address" text,
	"city" text,
	"county" text,
	"state" char(2),
	"zip_code" varchar(5),
	"filing_date" date,
	"sale_date" date,
	"loan_amount" numeric(12, 2),
	"amount_kind" text,
	"sale_status" text,
	"document_url" text,
	"is_document_available" boolean DEFAULT false NOT NULL,
	"source_database" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"folder" text,
	"next_action_at" timestamp with time zone,
	"contact_count" integer DEFAULT 0 NOT NULL,
	"estimated_equity" numeric(14, 2),
	"absentee_owner" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_user_id_dedupe_key_unique" UNIQUE("user_id","dedupe_key"),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'researching', 'contacted', 'negotiating', 'under_contract', 'won', 'dead')),
	CONSTRAINT "leads_source_kind_check" CHECK ("leads"."source_kind" in ('search_result', 'upload', 'document_record')),
	CONSTRAINT "leads_sale_status_check" CHECK ("leads"."sale_status" in ('scheduled', 'postponed', 'stayed', 'cancelled', 'sold'))
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_user_id_email_unique" UNIQUE("user_id","email"),
	CONSTRAINT "email_suppressions_reason_check" CHECK ("email_suppressions"."reason" in ('unsubscribe', 'bounce', 'complaint', 'manual'))
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
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_user_provider_email_unique" UNIQUE("user_id","provider","email"),
	CONSTRAINT "email_tokens_provider_check" CHECK ("email_tokens"."provider" in ('google', 'microsoft', 'smtp'))
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
	"lead_id" uuid,
	"defendant_name" text NOT NULL,
	"platform" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"status" text NOT NULL,
	"compliance_acknowledged" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outreach_history_platform_check" CHECK ("outreach_history"."platform" in ('facebook', 'instagram', 'twitter', 'linkedin', 'other')),
	CONSTRAINT "outreach_history_status_check" CHECK ("outreach_history"."status" in ('sent', 'copied', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sender_identities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"postal_address" text NOT NULL,
	"reply_to" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_enrichment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_key" text NOT NULL,
	"result_id" uuid,
	"parcel_id" text,
	"source" text,
	"assessor_data" jsonb,
	"census_data" jsonb,
	"enrichment_status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_enriched" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_enrichment_property_key_unique" UNIQUE("property_key"),
	CONSTRAINT "property_enrichment_result_id_unique" UNIQUE("result_id"),
	CONSTRAINT "property_enrichment_status_check" CHECK ("property_enrichment"."enrichment_status" in ('pending', 'completed', 'failed'))
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
	"sale_status" text,
	"document_url" text,
	"document_object_key" text,
	"is_document_available" boolean DEFAULT false NOT NULL,
	"parcel" text,
	"stage" text,
	"next_sale_date" date,
	"postponement_count" integer DEFAULT 0 NOT NULL,
	"case_number_key" text GENERATED ALWAYS AS (lower(regexp_replace(case_number, '[^A-Za-z0-9]+', '', 'g'))) STORED,
	"street_key" text GENERATED ALWAYS AS (street_match_key(property_address)) STORED,
	"source_database" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filings_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "filings_sale_status_check" CHECK ("filings"."sale_status" in ('scheduled', 'postponed', 'stayed', 'cancelled', 'sold')),
	CONSTRAINT "filings_stage_check" CHECK ("filings"."stage" in ('filed', 'judgment', 'sale_scheduled', 'postponed', 'cancelled', 'bankruptcy_stay', 'sold', 'redeemed', 'reo', 'unknown'))
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
	"sale_status" text,
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
	"zip_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text,
	"county" text,
	"sale_within_days" integer,
	"exclude_ended" boolean DEFAULT false NOT NULL,
	"min_equity" integer,
	"min_equity_percent" integer,
	"absentee_only" boolean DEFAULT false NOT NULL,
	"result_sort" text DEFAULT 'filingDate' NOT NULL,
	"results_count" integer DEFAULT 0 NOT NULL,
	"filing_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"shown_count" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "social_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"defendant_name" text NOT NULL,
	"platform" text NOT NULL,
	"profile_url" text NOT NULL,
	"profile_image_url" text,
	"confidence" numeric(3, 2) DEFAULT '0.00' NOT NULL,
	"can_automate" boolean DEFAULT false NOT NULL,
	"username" text,
	"match_evidence" jsonb,
	"lead_id" uuid,
	"source" text DEFAULT 'simulator' NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_profiles_platform_check" CHECK ("social_profiles"."platform" in ('facebook', 'instagram', 'twitter', 'linkedin', 'other'))
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
	"preset_id" text,
	"access" text DEFAULT 'open' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"review_notes" text,
	"update_every_hours" integer,
	"last_success_at" timestamp with time zone,
	"last_row_count" integer,
	"alarm" text,
	"alarm_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sources_county_state_kind_name_preset_unique" UNIQUE NULLS NOT DISTINCT("county","state","kind","name","preset_id"),
	CONSTRAINT "sources_preset_id_unique" UNIQUE("preset_id"),
	CONSTRAINT "sources_kind_check" CHECK ("sources"."kind" in ('court', 'assessor', 'census', 'images', 'recorder', 'tax')),
	CONSTRAINT "sources_robots_policy_check" CHECK ("sources"."robots_policy" in ('allowed', 'disallowed', 'unknown')),
	CONSTRAINT "sources_access_check" CHECK ("sources"."access" in ('open', 'licensed_feed_required'))
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
CREATE TABLE "request_throttles" (
	"bucket" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_state_tokens" ADD CONSTRAINT "oauth_state_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_evaluated_events" ADD CONSTRAINT "alert_evaluated_events_case_event_id_case_events_id_fk" FOREIGN KEY ("case_event_id") REFERENCES "public"."case_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_monitor_id_alert_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."alert_monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_case_event_id_case_events_id_fk" FOREIGN KEY ("case_event_id") REFERENCES "public"."case_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_monitors" ADD CONSTRAINT "alert_monitors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_quotas" ADD CONSTRAINT "alert_quotas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_webhook_deliveries" ADD CONSTRAINT "alert_webhook_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_webhook_deliveries" ADD CONSTRAINT "alert_webhook_deliveries_match_id_alert_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."alert_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_webhooks" ADD CONSTRAINT "alert_webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_match_id_alert_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."alert_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD CONSTRAINT "api_idempotency_keys_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_usage" ADD CONSTRAINT "monthly_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_usage_counties" ADD CONSTRAINT "monthly_usage_counties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD CONSTRAINT "paypal_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_cancellations" ADD CONSTRAINT "subscription_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_webhook_deliveries" ADD CONSTRAINT "crm_webhook_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_webhook_deliveries" ADD CONSTRAINT "crm_webhook_deliveries_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_case_events" ADD CONSTRAINT "document_case_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_case_events" ADD CONSTRAINT "document_case_events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_leads" ADD CONSTRAINT "document_leads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_leads" ADD CONSTRAINT "document_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_mailbox_id_email_tokens_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."email_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_queue_id_email_queue_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."email_queue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_queue" ADD CONSTRAINT "email_queue_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_queue" ADD CONSTRAINT "email_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_queue" ADD CONSTRAINT "email_queue_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_contents" ADD CONSTRAINT "image_contents_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_result_id_public_records_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."public_records_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_history" ADD CONSTRAINT "outreach_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_history" ADD CONSTRAINT "outreach_history_social_profile_id_social_profiles_id_fk" FOREIGN KEY ("social_profile_id") REFERENCES "public"."social_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_history" ADD CONSTRAINT "outreach_history_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_identities" ADD CONSTRAINT "sender_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_enrichment" ADD CONSTRAINT "property_enrichment_result_id_public_records_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."public_records_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_provenance" ADD CONSTRAINT "filing_provenance_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_provenance" ADD CONSTRAINT "filing_provenance_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_records_results" ADD CONSTRAINT "public_records_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_records_results" ADD CONSTRAINT "public_records_results_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_records_searches" ADD CONSTRAINT "public_records_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_events" ADD CONSTRAINT "search_events_session_id_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."search_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_sessions" ADD CONSTRAINT "search_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD CONSTRAINT "social_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD CONSTRAINT "social_profiles_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_audits" ADD CONSTRAINT "compliance_audits_session_id_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."search_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_audits" ADD CONSTRAINT "compliance_audits_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parsers" ADD CONSTRAINT "parsers_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraper_queue" ADD CONSTRAINT "scraper_queue_session_id_search_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."search_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraper_queue" ADD CONSTRAINT "scraper_queue_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unreadable_source_records" ADD CONSTRAINT "unreadable_source_records_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_tokens_user_id_idx" ON "email_change_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_full_name_unique" ON "users" USING btree (lower("first_name"),lower("last_name"));--> statement-breakpoint
CREATE INDEX "alert_matches_digest_idx" ON "alert_matches" USING btree ("user_id") WHERE "alert_matches"."for_digest" and "alert_matches"."digest_date" is null;--> statement-breakpoint
CREATE INDEX "alert_monitors_user_id_idx" ON "alert_monitors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alert_monitors_state_idx" ON "alert_monitors" USING btree ("state");--> statement-breakpoint
CREATE INDEX "alert_webhook_deliveries_user_id_idx" ON "alert_webhook_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "api_idempotency_keys_created_at_idx" ON "api_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_keys_user_id_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_unapplied_idx" ON "payment_webhook_events" USING btree ("event_created_at") WHERE "payment_webhook_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "payment_webhook_events_sale_id_idx" ON "payment_webhook_events" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "paypal_orders_user_id_created_at_idx" ON "paypal_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "paypal_orders_approval_token_idx" ON "paypal_orders" USING btree ("approval_token");--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_orders_one_open_per_tier" ON "paypal_orders" USING btree ("user_id","subscription_tier") WHERE "paypal_orders"."status" in ('creating', 'pending');--> statement-breakpoint
CREATE INDEX "subscription_cancellations_open_idx" ON "subscription_cancellations" USING btree ("next_attempt_at") WHERE "subscription_cancellations"."done_at" is null;--> statement-breakpoint
CREATE INDEX "case_events_filing_id_created_at_idx" ON "case_events" USING btree ("filing_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_emails_person_id_idx" ON "contact_emails" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "contact_persons_lead_id_idx" ON "contact_persons" USING btree ("lead_id","position");--> statement-breakpoint
CREATE INDEX "contact_phones_person_id_idx" ON "contact_phones" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "defendant_traces_lead_defendant_unique" ON "defendant_traces" USING btree ("lead_id","defendant_name");--> statement-breakpoint
CREATE INDEX "defendant_traces_user_id_traced_at_idx" ON "defendant_traces" USING btree ("user_id","traced_at");--> statement-breakpoint
CREATE INDEX "skip_trace_batches_user_id_created_at_idx" ON "skip_trace_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skip_trace_batches_one_active_per_user" ON "skip_trace_batches" USING btree ("user_id") WHERE "skip_trace_batches"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "crm_pushes_connection_id_idx" ON "crm_pushes" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "crm_webhook_deliveries_connection_id_idx" ON "crm_webhook_deliveries" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "document_case_events_user_case_idx" ON "document_case_events" USING btree ("user_id","case_key","created_at");--> statement-breakpoint
CREATE INDEX "document_case_events_document_idx" ON "document_case_events" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_case_events_user_zip_street_idx" ON "document_case_events" USING btree ("user_id","zip_code","street_key");--> statement-breakpoint
CREATE INDEX "document_leads_user_id_zip_code_idx" ON "document_leads" USING btree ("user_id","zip_code");--> statement-breakpoint
CREATE INDEX "documents_user_id_zip_code_idx" ON "documents" USING btree ("user_id","zip_code");--> statement-breakpoint
CREATE INDEX "documents_user_id_created_at_idx" ON "documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_processing_status_idx" ON "documents" USING btree ("processing_status");--> statement-breakpoint
CREATE INDEX "pending_object_deletions_created_at_idx" ON "pending_object_deletions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_campaigns_user_id_idx" ON "email_campaigns" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_logs_user_id_sent_at_idx" ON "email_logs" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "email_logs_queue_id_idx" ON "email_logs" USING btree ("queue_id");--> statement-breakpoint
CREATE INDEX "email_queue_status_scheduled_at_idx" ON "email_queue" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "email_queue_user_id_sent_at_idx" ON "email_queue" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "email_queue_campaign_id_idx" ON "email_queue" USING btree ("campaign_id","status","scheduled_at");--> statement-breakpoint
CREATE INDEX "email_queue_provider_message_id_idx" ON "email_queue" USING btree ("provider_message_id") WHERE "email_queue"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "email_templates_user_id_idx" ON "email_templates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "images_result_id_idx" ON "images" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_id_created_at_idx" ON "lead_notes" USING btree ("lead_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_updated_at_idx" ON "leads" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_filing_date_idx" ON "leads" USING btree ("user_id","filing_date","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_sale_date_idx" ON "leads" USING btree ("user_id","sale_date","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_loan_amount_idx" ON "leads" USING btree ("user_id","loan_amount","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_estimated_equity_idx" ON "leads" USING btree ("user_id","estimated_equity","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_status_updated_at_idx" ON "leads" USING btree ("user_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_user_id_folder_idx" ON "leads" USING btree ("user_id","folder");--> statement-breakpoint
CREATE INDEX "leads_user_id_zip_code_idx" ON "leads" USING btree ("user_id","zip_code");--> statement-breakpoint
CREATE INDEX "leads_user_id_state_county_idx" ON "leads" USING btree ("user_id","state","county");--> statement-breakpoint
CREATE INDEX "leads_document_id_idx" ON "leads" USING btree ("document_id") WHERE "leads"."document_id" is not null;--> statement-breakpoint
CREATE INDEX "message_templates_user_id_idx" ON "message_templates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outreach_history_user_id_sent_at_idx" ON "outreach_history" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "outreach_history_lead_id_idx" ON "outreach_history" USING btree ("lead_id") WHERE "outreach_history"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "filing_provenance_source_record_idx" ON "filing_provenance" USING btree ("source_id","source_record_id");--> statement-breakpoint
CREATE INDEX "filings_state_county_idx" ON "filings" USING btree ("state","county");--> statement-breakpoint
CREATE INDEX "filings_state_lower_county_filing_date_idx" ON "filings" USING btree ("state",lower("county"),"filing_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "filings_filing_date_idx" ON "filings" USING btree ("filing_date");--> statement-breakpoint
CREATE INDEX "filings_case_number_idx" ON "filings" USING btree ("case_number");--> statement-breakpoint
CREATE INDEX "filings_state_county_parcel_idx" ON "filings" USING btree ("state","county","parcel");--> statement-breakpoint
CREATE INDEX "filings_state_case_number_key_idx" ON "filings" USING btree ("state","case_number_key");--> statement-breakpoint
CREATE INDEX "filings_zip_code_street_key_idx" ON "filings" USING btree ("zip_code","street_key");--> statement-breakpoint
CREATE INDEX "public_records_results_user_id_search_id_idx" ON "public_records_results" USING btree ("user_id","search_id");--> statement-breakpoint
CREATE INDEX "public_records_results_user_id_zip_code_idx" ON "public_records_results" USING btree ("user_id","zip_code");--> statement-breakpoint
CREATE INDEX "public_records_searches_user_id_created_at_idx" ON "public_records_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_events_session_id_idx" ON "search_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "search_sessions_user_id_idx" ON "search_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_profiles_user_id_idx" ON "social_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_profiles_user_id_profile_url_unique" ON "social_profiles" USING btree ("user_id","profile_url");--> statement-breakpoint
CREATE INDEX "social_profiles_lead_id_idx" ON "social_profiles" USING btree ("lead_id") WHERE "social_profiles"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "compliance_audits_domain_performed_at_idx" ON "compliance_audits" USING btree ("domain","performed_at");--> statement-breakpoint
CREATE INDEX "scraper_queue_status_priority_scheduled_at_idx" ON "scraper_queue" USING btree ("status","priority","scheduled_at");--> statement-breakpoint
CREATE INDEX "request_throttles_expires_at_idx" ON "request_throttles" USING btree ("expires_at");
--> statement-breakpoint
-- Hand-written: searches read a ZIP's filings in answer order from this one index (an index-only
-- scan, no sort, 2-3 index pages instead of ~50 heap pages: docs/decisions/0018). Drizzle cannot
-- declare INCLUDE; schema/records.ts names it in a comment.
CREATE INDEX "filings_search_covering_idx" ON "filings" USING btree ("state","zip_code","filing_date" DESC NULLS LAST,"created_at" DESC,"id") INCLUDE ("dedupe_key","document_type","case_number","court","defendant_name","property_address","city","county","loan_amount","sale_status","stage","next_sale_date","document_url","is_document_available","source_database","is_sample");
--> statement-breakpoint
-- Hand-written: filing_day_counts stays exact (docs/decisions/0040): after each statement that inserts, updates
-- or deletes filings, the changed rows are counted by day, state and type and added to the
-- rollup (+ as they are now, - as they were), in key order (concurrent writers lock rows alike).
-- Static SQL (plans kept per session): a dynamic EXECUTE cost ~0.8 ms a statement, this ~0.05.
-- The funnel's conditions are filings-analytics.queries.ts's (SALE_SET and sale_status).
CREATE FUNCTION "filing_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    insert into filing_day_counts as d
      (day, state, document_type, filings, sample, sale_scheduled, sold, cancelled)
    select c.filing_date, c.state, c.document_type, count(*), count(*) filter (where c.is_sample),
           count(*) filter (where c.next_sale_date is not null
                                 or c.stage in ('sale_scheduled', 'postponed', 'sold', 'redeemed', 'reo')
                                 or c.sale_status in ('scheduled', 'postponed', 'sold')),
           count(*) filter (where c.stage = 'sold' or c.sale_status = 'sold'),
           count(*) filter (where c.stage = 'cancelled' or c.sale_status = 'cancelled')
    from new_rows c
    where c.filing_date is not null
    group by c.filing_date, c.state, c.document_type
    order by 1, 2, 3
    on conflict (day, state, document_type) do update set
      filings = d.filings + excluded.filings,
      sample = d.sample + excluded.sample,
      sale_scheduled = d.sale_scheduled + excluded.sale_scheduled,
      sold = d.sold + excluded.sold,
      cancelled = d.cancelled + excluded.cancelled;
  ELSIF TG_OP = 'DELETE' THEN
    insert into filing_day_counts as d
      (day, state, document_type, filings, sample, sale_scheduled, sold, cancelled)
    select c.filing_date, c.state, c.document_type, -count(*), -count(*) filter (where c.is_sample),
           -count(*) filter (where c.next_sale_date is not null
                                 or c.stage in ('sale_scheduled', 'postponed', 'sold', 'redeemed', 'reo')
                                 or c.sale_status in ('scheduled', 'postponed', 'sold')),
           -count(*) filter (where c.stage = 'sold' or c.sale_status = 'sold'),
           -count(*) filter (where c.stage = 'cancelled' or c.sale_status = 'cancelled')
    from old_rows c
    where c.filing_date is not null
    group by c.filing_date, c.state, c.document_type
    order by 1, 2, 3
    on conflict (day, state, document_type) do update set
      filings = d.filings + excluded.filings,
      sample = d.sample + excluded.sample,
      sale_scheduled = d.sale_scheduled + excluded.sale_scheduled,
      sold = d.sold + excluded.sold,
      cancelled = d.cancelled + excluded.cancelled;
  ELSE
    -- An update that touches no counted column (a re-ingest's last_seen_at) changes nothing.
    IF NOT EXISTS (
      select 1 from new_rows n join old_rows o on o.id = n.id
      where (n.filing_date, n.state, n.document_type, n.is_sample, n.stage, n.sale_status,
             n.next_sale_date)
            is distinct from (o.filing_date, o.state, o.document_type, o.is_sample, o.stage,
                              o.sale_status, o.next_sale_date)
    ) THEN
      RETURN NULL;
    END IF;
    -- One statement for both sides, so its rows are locked in one key order.
    insert into filing_day_counts as d
      (day, state, document_type, filings, sample, sale_scheduled, sold, cancelled)
    select c.filing_date, c.state, c.document_type, sum(c.sign),
           coalesce(sum(c.sign) filter (where c.is_sample), 0),
           coalesce(sum(c.sign) filter (where c.next_sale_date is not null
                                 or c.stage in ('sale_scheduled', 'postponed', 'sold', 'redeemed', 'reo')
                                 or c.sale_status in ('scheduled', 'postponed', 'sold')), 0),
           coalesce(sum(c.sign) filter (where c.stage = 'sold' or c.sale_status = 'sold'), 0),
           coalesce(sum(c.sign) filter (where c.stage = 'cancelled' or c.sale_status = 'cancelled'), 0)
    from (select n.*, 1 as sign from new_rows n
          union all select o.*, -1 as sign from old_rows o) c
    where c.filing_date is not null
    group by c.filing_date, c.state, c.document_type
    order by 1, 2, 3
    on conflict (day, state, document_type) do update set
      filings = d.filings + excluded.filings,
      sample = d.sample + excluded.sample,
      sale_scheduled = d.sale_scheduled + excluded.sale_scheduled,
      sold = d.sold + excluded.sold,
      cancelled = d.cancelled + excluded.cancelled;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "filings_day_counts_insert" AFTER INSERT ON "filings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "filing_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "filings_day_counts_update" AFTER UPDATE ON "filings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "filing_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "filings_day_counts_delete" AFTER DELETE ON "filings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "filing_day_counts_apply"();
--> statement-breakpoint
-- Hand-written: the database faces of the entitlements a search spends inside its one statement
-- (docs/decisions/0053). Each function belongs to the module that owns its table (named by its
-- prefix), whose own service calls it too, so each rule is written once; another module's SQL
-- may call these and never touches the tables behind them.
--
-- throttle: counts one hit of a fixed-window bucket; the row after the hit. PL/pgSQL, not SQL: a
-- volatile SQL function is parsed and planned again on every call, PL/pgSQL keeps its plan for the
-- session (a search calls it twice).
CREATE FUNCTION "throttle_hit"(p_bucket text, p_window_secs float8) RETURNS "request_throttles"
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_row request_throttles;
BEGIN
  INSERT INTO request_throttles AS rt (bucket, hits, window_started_at, expires_at)
  VALUES (p_bucket, 1, now(), now() + make_interval(secs => p_window_secs))
  ON CONFLICT (bucket) DO UPDATE SET
    hits = CASE WHEN rt.expires_at <= now() THEN 1 ELSE rt.hits + 1 END,
    window_started_at = CASE WHEN rt.expires_at <= now() THEN now() ELSE rt.window_started_at END,
    expires_at = CASE WHEN rt.expires_at <= now() THEN now() + make_interval(secs => p_window_secs)
      ELSE rt.expires_at END
  RETURNING rt.* INTO v_row;
  RETURN v_row;
END
$$;
--> statement-breakpoint
-- accounts: spends one of a live trial's allowances ('search', 'upload', 'download'); the count
-- after it, or null when the trial has not started, has ended or has none left (PL/pgSQL: its
-- plan is kept for the session).
CREATE FUNCTION "accounts_trial_spend"(p_user uuid, p_allowance text, p_limit integer, p_hours integer)
RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_count integer;
BEGIN
  UPDATE users SET
    trial_search_count = trial_search_count + (p_allowance = 'search')::int,
    trial_upload_count = trial_upload_count + (p_allowance = 'upload')::int,
    trial_download_count = trial_download_count + (p_allowance = 'download')::int,
    updated_at = now()
  WHERE id = p_user AND trial_started_at IS NOT NULL
    AND trial_started_at > now() - make_interval(hours => p_hours)
    AND CASE p_allowance WHEN 'search' THEN trial_search_count
      WHEN 'upload' THEN trial_upload_count WHEN 'download' THEN trial_download_count END < p_limit
  RETURNING CASE p_allowance WHEN 'search' THEN trial_search_count
    WHEN 'upload' THEN trial_upload_count ELSE trial_download_count END INTO v_count;
  RETURN v_count;
END
$$;
--> statement-breakpoint
-- billing: how a plan's county is stored, "STATE:county" trimmed of what String.prototype.trim
-- removes and lower-cased (server/src/modules/billing/county-key.ts).
CREATE FUNCTION "billing_county_key"(p_raw text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  select lower(btrim(p_raw, E'\t\n\x0b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'))
$$;
--> statement-breakpoint
CREATE TYPE "billing_county_claim" AS (ok boolean, used integer);
--> statement-breakpoint
-- billing: counts a county towards the month's distinct counties. A county already counted is
-- always allowed; with a limit, claims of one user are serialised by an advisory lock held to the
-- end of the caller's transaction, and each statement here reads what was committed before it.
-- Without a limit (null) it only records the county.
CREATE FUNCTION "billing_claim_county"(p_user uuid, p_year integer, p_month integer,
  p_county_key text, p_limit integer) RETURNS "billing_county_claim" LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_key text := billing_county_key(p_county_key);
  v_used integer;
  v_known boolean;
  v_inserted integer;
BEGIN
  IF p_limit IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('counties:' || p_user::text));
  END IF;
  SELECT count(*)::int, coalesce(bool_or(c.county_key = v_key), false) INTO v_used, v_known
    FROM monthly_usage_counties c
    WHERE c.user_id = p_user AND c.year = p_year AND c.month = p_month;
  IF v_known THEN RETURN ROW(true, v_used)::billing_county_claim; END IF;
  IF p_limit IS NOT NULL AND v_used >= p_limit THEN
    RETURN ROW(false, v_used)::billing_county_claim;
  END IF;
  INSERT INTO monthly_usage_counties (user_id, year, month, county_key)
    VALUES (p_user, p_year, p_month, v_key) ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS v_inserted = ROW_COUNT;
  RETURN ROW(true, v_used + v_inserted)::billing_county_claim;
END
$$;
--> statement-breakpoint
-- billing: records a county among the month's counties (a plan without a county limit: the
-- search's statement calls it once the search is saved); true when it was not yet counted. One
-- insert, no count and no lock: what the unlimited plan's search needs and no more.
CREATE FUNCTION "billing_record_county"(p_user uuid, p_year integer, p_month integer,
  p_county_key text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO monthly_usage_counties (user_id, year, month, county_key)
    VALUES (p_user, p_year, p_month, billing_county_key(p_county_key)) ON CONFLICT DO NOTHING;
  RETURN FOUND;
END
$$;
--> statement-breakpoint
-- billing: grants up to p_amount of a monthly counter (a monthly_usage column), as much as the
-- limit leaves; the amount granted. The counter row is locked for the rest of the transaction.
CREATE FUNCTION "billing_grant_usage"(p_user uuid, p_year integer, p_month integer,
  p_counter text, p_limit integer, p_amount integer) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_used integer;
  v_granted integer;
BEGIN
  IF p_amount <= 0 THEN RETURN 0; END IF;
  INSERT INTO monthly_usage (user_id, year, month) VALUES (p_user, p_year, p_month)
    ON CONFLICT (user_id, year, month) DO NOTHING;
  EXECUTE format('SELECT %I FROM monthly_usage WHERE user_id = $1 AND year = $2 AND month = $3 FOR UPDATE',
    p_counter) INTO v_used USING p_user, p_year, p_month;
  v_granted := greatest(0, least(p_amount, p_limit - coalesce(v_used, 0)));
  IF v_granted > 0 THEN
    EXECUTE format('UPDATE monthly_usage SET %I = %I + $4, updated_at = now() WHERE user_id = $1 AND year = $2 AND month = $3',
      p_counter, p_counter) USING p_user, p_year, p_month, v_granted;
  END IF;
  RETURN v_granted;
END
$$;
--> statement-breakpoint
-- Hand-written: the records index's database face for the case lifecycle (docs/decisions/0053): what
-- the cases module's SQL reads of a filing and its events. STABLE SQL functions of one SELECT, which
-- PostgreSQL inlines into the caller's query (each read keeps its index).
--
-- records: a filing's case state as a candidate of a case's merged state: when the index last
-- recorded an event of it (else when the filing was first stored) and origin 0 (the index).
CREATE FUNCTION "records_filing_case_state"(p_filing uuid)
  RETURNS TABLE (stage text, next_sale_date date, postponement_count integer, sale_status text,
    at timestamptz, origin integer) LANGUAGE sql STABLE AS $$
  SELECT cf.stage, cf.next_sale_date, cf.postponement_count, cf.sale_status,
    coalesce((SELECT max(cfe.created_at) FROM case_events cfe WHERE cfe.filing_id = cf.id),
      cf.created_at),
    0
  FROM filings cf WHERE cf.id = p_filing
$$;
--> statement-breakpoint
-- records: a filing's events, for a history merged with a user's uploads' events (origin 0).
CREATE FUNCTION "records_filing_case_events"(p_filing uuid)
  RETURNS TABLE (id uuid, kind text, sale_date date, postponement_count integer,
    created_at timestamptz, source_name text, origin integer, detail jsonb) LANGUAGE sql STABLE AS $$
  SELECT ie.id, ie.kind, ie.sale_date, ie.postponement_count, ie.created_at, ie.source_name, 0,
    ie.detail
  FROM case_events ie WHERE ie.filing_id = p_filing
$$;
--> statement-breakpoint
-- records: the keys a filing is found by (county lower case, without 'county'): what a user's
-- upload events of its case are looked up by.
CREATE FUNCTION "records_filing_match_keys"(p_filing uuid)
  RETURNS TABLE (state bpchar, county text, case_number_key text, zip_code varchar,
    street_key text) LANGUAGE sql STABLE AS $$
  SELECT fk.state, regexp_replace(lower(fk.county), '\s+county$', ''), fk.case_number_key,
    fk.zip_code, fk.street_key
  FROM filings fk WHERE fk.id = p_filing
$$;
--> statement-breakpoint
-- records: the filing (not sample data) an uploaded record's case is, or no row: the same state
-- and case number, in the county its court names (a record naming no county: in its ZIP); else
-- the same street (street_key) in the same ZIP, unless the two name different case numbers.
-- Uploads carry no parcel, so storeFilings' parcel rule has nothing to match here. Both reads
-- use an index (filings_state_case_number_key_idx, filings_zip_code_street_key_idx).
CREATE FUNCTION "records_upload_case_filing"(p_state bpchar, p_county text, p_number_key text,
  p_zip_code varchar, p_street_key text) RETURNS TABLE (id uuid) LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT mf.id FROM filings mf
      WHERE p_number_key IS NOT NULL AND mf.state = p_state
        AND mf.case_number_key = p_number_key AND NOT mf.is_sample
        AND (regexp_replace(lower(mf.county), '\s+county$', '') = p_county
          OR (p_county IS NULL AND mf.zip_code = p_zip_code))
      ORDER BY mf.last_seen_at DESC, mf.id LIMIT 1),
    (SELECT mf.id FROM filings mf
      WHERE mf.zip_code = p_zip_code AND mf.street_key = p_street_key
        AND NOT mf.is_sample AND (p_state IS NULL OR mf.state = p_state)
        AND (mf.case_number_key IS NULL OR p_number_key IS NULL
          OR mf.case_number_key = p_number_key)
      ORDER BY mf.last_seen_at DESC, mf.id LIMIT 1))
$$;
--> statement-breakpoint
-- Hand-written: the cases module's database face (docs/decisions/0053): a lead's case state, which the
-- lead list's stage filters and views read. Rendered from server/src/modules/cases/lead-case-state-sql.ts;
-- lead-case-state-function.test.ts checks the two agree.
CREATE FUNCTION "cases_lead_case_state"(lead_user_id uuid, lead_filing_id uuid,
  lead_document_id uuid, lead_record_position integer)
  RETURNS TABLE (stage text, next_sale_date date, postponement_count integer, sale_status text)
  LANGUAGE sql STABLE AS $$
select s.stage, s.next_sale_date, s.postponement_count, s.sale_status from (select fs.stage, fs.next_sale_date, fs.postponement_count, fs.sale_status
      from (select ps.* from (select exists (select 1 from records_filing_match_keys(lead_filing_id) pk
    join document_case_events pe on pe.user_id = lead_user_id
      and (pe.case_key = 'case:' || pk.case_number_key
        or (pe.zip_code = pk.zip_code and pe.street_key = pk.street_key))) as has) pu cross join lateral (
      select pf.stage, pf.next_sale_date, pf.postponement_count, pf.sale_status
        from records_filing_case_state(lead_filing_id) pf where not pu.has
      union all
      select fm.* from (with mc as (select * from records_filing_case_state(lead_filing_id) fi
    union all
    select (select e.kind from document_case_events e
    where e.user_id = lead_user_id and e.case_key = uk.case_key and true
    order by e.created_at desc, e.id desc limit 1) as stage,
      (select case when e.kind in ('cancelled', 'sold', 'redeemed', 'reo') then null else e.sale_date end from document_case_events e
    where e.user_id = lead_user_id and e.case_key = uk.case_key and (e.kind in ('cancelled', 'sold', 'redeemed', 'reo') or e.sale_date is not null)
    order by e.created_at desc, e.id desc limit 1) as next_sale_date,
      (select e.postponement_count from document_case_events e
    where e.user_id = lead_user_id and e.case_key = uk.case_key and e.postponement_count is not null
    order by e.created_at desc, e.id desc limit 1) as postponement_count,
      null::text as sale_status,
      (select max(e.created_at) from document_case_events e
        where e.user_id = lead_user_id and e.case_key = uk.case_key) as at,
      1 as origin
    from (select distinct ue.case_key from records_filing_match_keys(lead_filing_id) fk
    join document_case_events ue on ue.user_id = lead_user_id
      and (ue.case_key = 'case:' || fk.case_number_key
        or (ue.zip_code = fk.zip_code and ue.street_key = fk.street_key))
    where (select uf.id from records_upload_case_filing(ue.state, ue.county,
    (case when ue.case_key like 'case:%'
      then substr(ue.case_key, 6) end), ue.zip_code, ue.street_key) uf) = lead_filing_id) uk),
      mw as (select * from mc where mc.stage is not null
        order by (mc.stage in ('cancelled', 'sold', 'redeemed', 'reo')) desc, mc.at desc, mc.origin desc limit 1)
    select mw.stage,
      case when mw.stage in ('cancelled', 'sold', 'redeemed', 'reo') then null
        else coalesce(mw.next_sale_date, (select md.next_sale_date from mc md
          where md.next_sale_date is not null and (md.stage is null or md.stage not in ('cancelled', 'sold', 'redeemed', 'reo'))
          order by md.at desc, md.origin desc limit 1)) end as next_sale_date,
      coalesce((select max(mp.postponement_count) from mc mp), 0) as postponement_count,
      (select max(ms.sale_status) from mc ms where ms.origin = 0) as sale_status
    from (select 1) as mone left join mw on true
    where exists (select 1 from mc)) fm where pu.has) ps) fs where lead_filing_id is not null
    union all
    select us.stage, us.next_sale_date, us.postponement_count, null from (select rs.stage, rs.next_sale_date, rs.postponement_count, rs.sale_status
    from (select rk.case_key, (select uf.id from records_upload_case_filing(rk.state, rk.county,
    (case when rk.case_key like 'case:%'
      then substr(rk.case_key, 6) end), rk.zip_code, rk.street_key) uf) as filing_id
    from document_case_events rk
    where rk.user_id = lead_user_id and rk.document_id = lead_document_id
      and rk.position is not distinct from lead_record_position
    limit 1) rc
    cross join lateral (
      select own.stage, own.next_sale_date, coalesce(own.postponement_count, 0) as postponement_count,
          own.sale_status
        from (select (select e.kind from document_case_events e
    where e.user_id = lead_user_id and e.case_key = uk.case_key and true
    order by e.created_at desc, e.id desc limit 1) as stage,
      (select case when e.kind in ('cancelled', 'sold', 'redeemed', 'reo') then null else e.sale_date end from document_case_events e
    where e.user_id = lead_user_id and e.case_key = uk.case_key and (e.kind in ('cancelled', 'sold', 'redeemed', 'reo') or e.sale_date is not null)
    order by e.created_at desc, e.id desc limit 1) as next_sale_date,
      (select e.postponement_count from document_case_events e
    where e.user_id = lead_user_id and e.case_key = uk.case_key and e.postponement_count is not null
    order by e.created_at desc, e.id desc limit 1) as postponement_count,
      null::text as sale_status,
      (select max(e.created_at) from document_case_events e
        where e.user_id = lead_user_id and e.case_key = uk.case_key) as at,
      1 as origin
    from (select rc.case_key) uk) own
        where rc.filing_id is null
      union all
      select rm.* from (with mc as (select * from records_filing_case_state(rc.filing_id) rf
    union all
    select (select e.kind from document_case_events e
    where e.user_id = lead_user_id and e.case_key = uk.case_key and true
    order by e.created_at desc, e.id desc limit 1) as stage,
      (select case when e.kind in ('cancelled', 'sold', 'redeemed', 'reo') then null else e.sale_date end from document_case_events e
    where e.user_id = lead_user_id and e.case_key = uk.case_key and (e.kind in ('cancelled', 'sold', 'redeemed', 'reo') or e.sale_date is not null)
    order by e.created_at desc, e.id desc limit 1) as next_sale_date,
      (select e.postponement_count from document_case_events e
    where e.user_id = lead_user_id and e.case_key = uk.case_key and e.postponement_count is not null
    order by e.created_at desc, e.id desc limit 1) as postponement_count,
      null::text as sale_status,
      (select max(e.created_at) from document_case_events e
        where e.user_id = lead_user_id and e.case_key = uk.case_key) as at,
      1 as origin
    from (select rc.case_key union select ok.case_key from (select distinct ue.case_key from records_filing_match_keys(rc.filing_id) fk
    join document_case_events ue on ue.user_id = lead_user_id
      and (ue.case_key = 'case:' || fk.case_number_key
        or (ue.zip_code = fk.zip_code and ue.street_key = fk.street_key))
    where (select uf.id from records_upload_case_filing(ue.state, ue.county,
    (case when ue.case_key like 'case:%'
      then substr(ue.case_key, 6) end), ue.zip_code, ue.street_key) uf) = rc.filing_id) ok) uk),
      mw as (select * from mc where mc.stage is not null
        order by (mc.stage in ('cancelled', 'sold', 'redeemed', 'reo')) desc, mc.at desc, mc.origin desc limit 1)
    select mw.stage,
      case when mw.stage in ('cancelled', 'sold', 'redeemed', 'reo') then null
        else coalesce(mw.next_sale_date, (select md.next_sale_date from mc md
          where md.next_sale_date is not null and (md.stage is null or md.stage not in ('cancelled', 'sold', 'redeemed', 'reo'))
          order by md.at desc, md.origin desc limit 1)) end as next_sale_date,
      coalesce((select max(mp.postponement_count) from mc mp), 0) as postponement_count,
      (select max(ms.sale_status) from mc ms where ms.origin = 0) as sale_status
    from (select 1) as mone left join mw on true
    where exists (select 1 from mc)) rm where rc.filing_id is not null
    ) rs) us
      where lead_filing_id is null and lead_document_id is not null) s
$$;
