CREATE TABLE "unmatched_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"customer_ref" text,
	"subscription_ref" text,
	"detail" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_interval" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_invoice_ref" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_pay_url" text;--> statement-breakpoint
CREATE INDEX "unmatched_payment_events_received_idx" ON "unmatched_payment_events" USING btree ("received_at");