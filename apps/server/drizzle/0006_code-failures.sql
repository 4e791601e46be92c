CREATE TABLE "code_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "code_failures_email_created_idx" ON "code_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "code_failures_ip_created_idx" ON "code_failures" USING btree ("ip","created_at");