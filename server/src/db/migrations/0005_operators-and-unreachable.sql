ALTER TABLE "users" ADD COLUMN "operator_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "unreachable_since" timestamp with time zone;