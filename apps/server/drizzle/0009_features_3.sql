ALTER TABLE "notification_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_form" text;--> statement-breakpoint
ALTER TABLE "content_distributions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "monitoring_alert_mails" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_report_mails" ADD COLUMN "sent_at" timestamp with time zone;