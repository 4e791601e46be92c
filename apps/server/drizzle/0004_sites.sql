CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"invoice_number" text NOT NULL,
	"plan_name" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"status" text NOT NULL,
	"due_date" timestamp with time zone,
	"paid_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "historical_data" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"overall" integer,
	"google" integer,
	"bing" integer,
	"yandex" integer,
	"chatgpt" integer,
	"gemini" integer,
	"grok" integer,
	"categories" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_limit_hits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_failed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"meta_title" text,
	"meta_description" text,
	"seo_score" integer,
	"status" text DEFAULT 'completed' NOT NULL,
	"http_status" integer,
	"in_sitemap" boolean DEFAULT false NOT NULL,
	"added_manually" boolean DEFAULT false NOT NULL,
	"failing_audits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_reason" text,
	"analyzed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_verifications" (
	"site_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"method" text,
	"status" text DEFAULT 'not_connected' NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'analyzing' NOT NULL,
	"overall_score" integer DEFAULT 0 NOT NULL,
	"google_seo" integer DEFAULT 0 NOT NULL,
	"bing_seo" integer DEFAULT 0 NOT NULL,
	"yandex_seo" integer DEFAULT 0 NOT NULL,
	"chatgpt_visibility" integer DEFAULT 0 NOT NULL,
	"gemini_visibility" integer DEFAULT 0 NOT NULL,
	"grok_visibility" integer DEFAULT 0 NOT NULL,
	"previous_score" integer,
	"last_analyzed" timestamp with time zone,
	"analysis_data" jsonb,
	"meta_analysis" jsonb,
	"error_reason" jsonb,
	"progress" jsonb,
	"analysis_started_at" timestamp with time zone,
	"analysis_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_suggestions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"task_id" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"provider" text,
	"model" text,
	"rule_based" boolean NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"audit_id" text,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"fix" jsonb NOT NULL,
	"priority" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"impact" real DEFAULT 0 NOT NULL,
	"affected_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historical_data" ADD CONSTRAINT "historical_data_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_limit_hits" ADD CONSTRAINT "site_limit_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_verifications" ADD CONSTRAINT "site_verifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_suggestions" ADD CONSTRAINT "ai_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_suggestions" ADD CONSTRAINT "ai_suggestions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_suggestions" ADD CONSTRAINT "ai_suggestions_task_id_seo_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."seo_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_tasks" ADD CONSTRAINT "seo_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_tasks" ADD CONSTRAINT "seo_tasks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user_created_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "historical_data_site_created_idx" ON "historical_data" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_pages_site_url_idx" ON "site_pages" USING btree ("site_id","url");--> statement-breakpoint
CREATE INDEX "sites_user_created_idx" ON "sites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_suggestions_task_idx" ON "ai_suggestions" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "seo_tasks_user_site_idx" ON "seo_tasks" USING btree ("user_id","site_id");--> statement-breakpoint
CREATE INDEX "seo_tasks_site_audit_idx" ON "seo_tasks" USING btree ("site_id","audit_id");