CREATE TABLE "code_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "seo_tasks_site_audit_idx";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "url_key" text GENERATED ALWAYS AS (regexp_replace(substring(url from '^[a-z]+://([^/:?#]+)'), '^www[.]', '') || rtrim(coalesce(substring(url from '^[a-z]+://[^/?#]+([^?#]*)'), ''), '/')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "analysis_attempt_id" text;--> statement-breakpoint
ALTER TABLE "seo_tasks" ADD COLUMN "completed_by" text;--> statement-breakpoint
CREATE INDEX "code_failures_email_created_idx" ON "code_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "code_failures_ip_created_idx" ON "code_failures" USING btree ("ip","created_at");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_user_url_key_idx" ON "sites" USING btree ("user_id","url_key");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_tasks_site_audit_unique_idx" ON "seo_tasks" USING btree ("site_id","audit_id");