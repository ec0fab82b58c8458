CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"subscription_id" text,
	"event_created_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "simulated_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"custom_id" text,
	"status" text DEFAULT 'APPROVAL_PENDING' NOT NULL,
	"payer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_subscriptions_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD COLUMN "approval_token" text;--> statement-breakpoint
CREATE INDEX "paypal_orders_approval_token_idx" ON "paypal_orders" USING btree ("approval_token");--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_orders_one_open_per_tier" ON "paypal_orders" USING btree ("user_id","subscription_tier") WHERE "paypal_orders"."status" in ('creating', 'pending');