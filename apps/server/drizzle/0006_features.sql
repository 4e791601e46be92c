CREATE TABLE "known_backlinks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"source_url" text NOT NULL,
	"final_source_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"source_http_status" integer,
	"target_url" text,
	"target_http_status" integer,
	"target_location" text,
	"anchor" text,
	"rel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_type" text,
	"indexable" boolean,
	"indexability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_nofollow" boolean DEFAULT false NOT NULL,
	"origin" text DEFAULT 'import' NOT NULL,
	"first_seen" timestamp with time zone,
	"last_seen" timestamp with time zone,
	"lost_at" timestamp with time zone,
	"last_checked" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"plan_id" text,
	"interval" text,
	"invoice_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_ref" text,
	"subscription_ref" text,
	"plan_id" text NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"last_event_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"proposal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_task_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"priority" text NOT NULL,
	"task_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitor_history" (
	"id" text PRIMARY KEY NOT NULL,
	"competitor_id" text NOT NULL,
	"overall" integer,
	"scores" jsonb NOT NULL,
	"pages_crawled" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"status" text DEFAULT 'analyzing' NOT NULL,
	"error_reason" jsonb,
	"analysis_data" jsonb,
	"last_analyzed" timestamp with time zone,
	"analysis_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_connections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"scopes" jsonb NOT NULL,
	"status" text NOT NULL,
	"expiry_notified_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code_verifier_sealed" text NOT NULL,
	"return_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_site_data" (
	"site_id" text NOT NULL,
	"source" text NOT NULL,
	"user_id" text NOT NULL,
	"property" text NOT NULL,
	"data" jsonb,
	"problem" text,
	"fetched_at" timestamp with time zone,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_site_data_site_id_source_pk" PRIMARY KEY("site_id","source")
);
--> statement-breakpoint
CREATE TABLE "site_google_properties" (
	"site_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"search_console_site_url" text,
	"ga4_property" text,
	"ga4_property_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"keyphrase" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"tracked_keyword_id" text NOT NULL,
	"status" text NOT NULL,
	"position" integer,
	"absolute_position" integer,
	"url" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_reason" text,
	"failure_message" text,
	"provider" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_keywords" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"keyword" text NOT NULL,
	"engine" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alert_threshold" integer,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visibility_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"prompt_id" text,
	"prompt" text NOT NULL,
	"sample" integer NOT NULL,
	"text" text NOT NULL,
	"citations" jsonb NOT NULL,
	"mentioned" boolean NOT NULL,
	"position" integer,
	"cited" boolean NOT NULL,
	"cited_urls" jsonb NOT NULL,
	"competitors_mentioned" jsonb NOT NULL,
	"competitors_cited" jsonb NOT NULL,
	"sentiment" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visibility_prompts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visibility_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"status" text NOT NULL,
	"prompts" integer NOT NULL,
	"samples" integer NOT NULL,
	"metrics" jsonb,
	"usage" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visibility_settings" (
	"site_id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"competitors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
DROP INDEX "seo_tasks_site_audit_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pay_url" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "analysis_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "suggested_meta_title" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "suggested_meta_description" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "url_key" text GENERATED ALWAYS AS (regexp_replace(substring(url from '^[a-z]+://([^/:?#]+)'), '^www[.]', '') || rtrim(coalesce(substring(url from '^[a-z]+://[^/?#]+([^?#]*)'), ''), '/')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "analysis_attempt_id" text;--> statement-breakpoint
ALTER TABLE "seo_tasks" ADD COLUMN "completed_by" text;--> statement-breakpoint
ALTER TABLE "known_backlinks" ADD CONSTRAINT "known_backlinks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_backlinks" ADD CONSTRAINT "known_backlinks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_task_proposals" ADD CONSTRAINT "chat_task_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_task_proposals" ADD CONSTRAINT "chat_task_proposals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_task_proposals" ADD CONSTRAINT "chat_task_proposals_task_id_seo_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."seo_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_history" ADD CONSTRAINT "competitor_history_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_oauth_states" ADD CONSTRAINT "google_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_site_data" ADD CONSTRAINT "google_site_data_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_site_data" ADD CONSTRAINT "google_site_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_google_properties" ADD CONSTRAINT "site_google_properties_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_google_properties" ADD CONSTRAINT "site_google_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_checks" ADD CONSTRAINT "rank_checks_tracked_keyword_id_tracked_keywords_id_fk" FOREIGN KEY ("tracked_keyword_id") REFERENCES "public"."tracked_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD CONSTRAINT "tracked_keywords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD CONSTRAINT "tracked_keywords_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_answers" ADD CONSTRAINT "visibility_answers_run_id_visibility_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."visibility_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_answers" ADD CONSTRAINT "visibility_answers_prompt_id_visibility_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."visibility_prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_prompts" ADD CONSTRAINT "visibility_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_prompts" ADD CONSTRAINT "visibility_prompts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_runs" ADD CONSTRAINT "visibility_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_runs" ADD CONSTRAINT "visibility_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_settings" ADD CONSTRAINT "visibility_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_backlinks_site_source_idx" ON "known_backlinks" USING btree ("site_id","source_url");--> statement-breakpoint
CREATE INDEX "known_backlinks_user_idx" ON "known_backlinks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_created_idx" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "competitor_history_created_idx" ON "competitor_history" USING btree ("competitor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "competitors_site_domain_idx" ON "competitors" USING btree ("site_id","domain");--> statement-breakpoint
CREATE INDEX "competitors_user_idx" ON "competitors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "google_site_data_user_idx" ON "google_site_data" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_drafts_user_site_idx" ON "content_drafts" USING btree ("user_id","site_id","updated_at");--> statement-breakpoint
CREATE INDEX "rank_checks_keyword_time_idx" ON "rank_checks" USING btree ("tracked_keyword_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_keywords_unique_idx" ON "tracked_keywords" USING btree ("site_id","keyword","engine","country","language","device");--> statement-breakpoint
CREATE INDEX "tracked_keywords_user_idx" ON "tracked_keywords" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracked_keywords_next_check_idx" ON "tracked_keywords" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "code_failures_email_created_idx" ON "code_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "code_failures_ip_created_idx" ON "code_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "visibility_answers_run_idx" ON "visibility_answers" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "visibility_prompts_site_idx" ON "visibility_prompts" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "visibility_runs_site_engine_idx" ON "visibility_runs" USING btree ("site_id","engine","started_at");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_user_url_key_idx" ON "sites" USING btree ("user_id","url_key");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_tasks_site_audit_unique_idx" ON "seo_tasks" USING btree ("site_id","audit_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_provider_ref_unique" UNIQUE("provider_ref");