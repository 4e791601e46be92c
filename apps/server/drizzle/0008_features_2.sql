CREATE TABLE "content_distributions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"content_id" text NOT NULL,
	"kind" text NOT NULL,
	"connection_id" text,
	"status" text NOT NULL,
	"remote_id" text,
	"remote_url" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_distributions_channel_key" UNIQUE NULLS NOT DISTINCT("content_id","kind","connection_id")
);
--> statement-breakpoint
CREATE TABLE "distribution_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"url" text,
	"account_id" text,
	"workspace_id" text,
	"sender_id" text,
	"sealed_secrets" text NOT NULL,
	"account_name" text,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_idea_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"seed" text NOT NULL,
	"language" text NOT NULL,
	"method" text NOT NULL,
	"sources" jsonb NOT NULL,
	"ideas" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "competitors" ADD COLUMN "shared_keywords" jsonb;--> statement-breakpoint
ALTER TABLE "historical_data" ADD COLUMN "scheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_distributions" ADD CONSTRAINT "content_distributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_distributions" ADD CONSTRAINT "content_distributions_content_id_content_drafts_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_connections" ADD CONSTRAINT "distribution_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_idea_runs" ADD CONSTRAINT "content_idea_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_idea_runs" ADD CONSTRAINT "content_idea_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_comparisons" ADD CONSTRAINT "analysis_comparisons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_mails" ADD CONSTRAINT "monitoring_alert_mails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_monitoring" ADD CONSTRAINT "site_monitoring_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_monitoring" ADD CONSTRAINT "site_monitoring_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_report_mails" ADD CONSTRAINT "weekly_report_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_distributions_status_idx" ON "content_distributions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "distribution_connections_user_idx" ON "distribution_connections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_idea_runs_site_idx" ON "content_idea_runs" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_comparisons_site_created_idx" ON "analysis_comparisons" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "site_monitoring_due_idx" ON "site_monitoring" USING btree ("paused","next_run_at");