DROP INDEX "seo_tasks_site_audit_idx";--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "url_key" text GENERATED ALWAYS AS (regexp_replace(substring(url from '^[a-z]+://([^/:?#]+)'), '^www[.]', '') || rtrim(coalesce(substring(url from '^[a-z]+://[^/?#]+([^?#]*)'), ''), '/')) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_user_url_key_idx" ON "sites" USING btree ("user_id","url_key");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_tasks_site_audit_unique_idx" ON "seo_tasks" USING btree ("site_id","audit_id");