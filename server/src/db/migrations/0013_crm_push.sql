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
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_webhook_deliveries" ADD CONSTRAINT "crm_webhook_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_webhook_deliveries" ADD CONSTRAINT "crm_webhook_deliveries_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_pushes_connection_id_idx" ON "crm_pushes" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "crm_webhook_deliveries_connection_id_idx" ON "crm_webhook_deliveries" USING btree ("connection_id");