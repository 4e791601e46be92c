ALTER TABLE "content_distributions" ADD COLUMN "error_kind" text;--> statement-breakpoint
ALTER TABLE "content_distributions" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "google_site_data" ADD COLUMN "next_attempt_at" timestamp with time zone;