CREATE TABLE "host_rate_limits" (
	"host" text NOT NULL,
	"window" text NOT NULL,
	"quota" integer NOT NULL,
	"sharing_sources" integer DEFAULT 1 NOT NULL,
	"current_count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"last_request" timestamp with time zone,
	CONSTRAINT "host_rate_limits_host_window_pk" PRIMARY KEY("host","window"),
	CONSTRAINT "host_rate_limits_window_check" CHECK ("host_rate_limits"."window" in ('minute', 'hour', 'day'))
);
