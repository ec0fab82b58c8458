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
ALTER TABLE "payment_webhook_events" ADD COLUMN "sale_id" text;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "amount" text;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD COLUMN "revises_subscription_id" text;--> statement-breakpoint
ALTER TABLE "simulated_subscriptions" ADD COLUMN "ba_token" text;--> statement-breakpoint
ALTER TABLE "simulated_subscriptions" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulated_subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulated_subscriptions" ADD COLUMN "pending_plan_id" text;--> statement-breakpoint
ALTER TABLE "simulated_subscriptions" ADD COLUMN "pending_ba_token" text;--> statement-breakpoint
ALTER TABLE "subscription_cancellations" ADD CONSTRAINT "subscription_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_cancellations_open_idx" ON "subscription_cancellations" USING btree ("next_attempt_at") WHERE "subscription_cancellations"."done_at" is null;--> statement-breakpoint
CREATE INDEX "payment_webhook_events_unapplied_idx" ON "payment_webhook_events" USING btree ("event_created_at") WHERE "payment_webhook_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "payment_webhook_events_sale_id_idx" ON "payment_webhook_events" USING btree ("sale_id");--> statement-breakpoint
ALTER TABLE "simulated_subscriptions" ADD CONSTRAINT "simulated_subscriptions_ba_token_unique" UNIQUE("ba_token");--> statement-breakpoint
ALTER TABLE "simulated_subscriptions" ADD CONSTRAINT "simulated_subscriptions_pending_ba_token_unique" UNIQUE("pending_ba_token");