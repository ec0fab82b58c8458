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
DROP INDEX "email_queue_campaign_id_idx";--> statement-breakpoint
ALTER TABLE "oauth_state_tokens" ADD COLUMN "code_verifier" text;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "mailbox_id" uuid;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "email_queue" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "email_queue" ADD COLUMN "message_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outreach_history" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_identities" ADD CONSTRAINT "sender_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_mailbox_id_email_tokens_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."email_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_history" ADD CONSTRAINT "outreach_history_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_queue_provider_message_id_idx" ON "email_queue" USING btree ("provider_message_id") WHERE "email_queue"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "outreach_history_lead_id_idx" ON "outreach_history" USING btree ("lead_id") WHERE "outreach_history"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "email_queue_campaign_id_idx" ON "email_queue" USING btree ("campaign_id","status","scheduled_at");--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_status_check" CHECK ("email_campaigns"."status" in ('draft', 'scheduled', 'sending', 'paused', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "email_queue" ADD CONSTRAINT "email_queue_status_check" CHECK ("email_queue"."status" in ('pending', 'claimed', 'sending', 'sent', 'sent_unverified', 'failed', 'bounced', 'suppressed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_provider_check" CHECK ("email_tokens"."provider" in ('google', 'microsoft', 'smtp'));