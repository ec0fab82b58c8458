CREATE TABLE "urgency_alerts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"threshold" smallint NOT NULL,
	"channels" text[] DEFAULT '{in_app}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "urgency_alerts_threshold_check" CHECK ("urgency_alerts"."threshold" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "urgency_score" smallint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "urgency_computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "urgency_alerts" ADD CONSTRAINT "urgency_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_user_id_urgency_score_idx" ON "leads" USING btree ("user_id","urgency_score","id");--> statement-breakpoint
CREATE INDEX "leads_urgency_computed_at_idx" ON "leads" USING btree ("urgency_computed_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('alert', 'webhook_disabled', 'urgency'));