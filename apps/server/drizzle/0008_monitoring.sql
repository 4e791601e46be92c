CREATE TABLE "analysis_comparisons" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_alert_mails" (
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_alert_mails_site_id_kind_day_pk" PRIMARY KEY("site_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "site_monitoring" (
	"site_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_skip_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_report_mails" (
	"user_id" text NOT NULL,
	"week" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_report_mails_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "historical_data" ADD COLUMN "scheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_comparisons" ADD CONSTRAINT "analysis_comparisons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_mails" ADD CONSTRAINT "monitoring_alert_mails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_monitoring" ADD CONSTRAINT "site_monitoring_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_monitoring" ADD CONSTRAINT "site_monitoring_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_report_mails" ADD CONSTRAINT "weekly_report_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_comparisons_site_created_idx" ON "analysis_comparisons" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "site_monitoring_due_idx" ON "site_monitoring" USING btree ("paused","next_run_at");