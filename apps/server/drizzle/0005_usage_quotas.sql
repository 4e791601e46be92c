CREATE TABLE "usage_counters" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "usage_counters_user_id_kind_period_start_pk" PRIMARY KEY("user_id","kind","period_start")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "quotas" jsonb;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;