ALTER TABLE "content_drafts" ADD COLUMN "social_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "email_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "channels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "published_url" text;--> statement-breakpoint
CREATE INDEX "content_drafts_publish_idx" ON "content_drafts" USING btree ("state","publish_at");