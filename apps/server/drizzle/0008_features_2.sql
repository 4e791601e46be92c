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
ALTER TABLE "competitors" ADD COLUMN "shared_keywords" jsonb;--> statement-breakpoint
ALTER TABLE "content_distributions" ADD CONSTRAINT "content_distributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_distributions" ADD CONSTRAINT "content_distributions_content_id_content_drafts_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_connections" ADD CONSTRAINT "distribution_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_distributions_status_idx" ON "content_distributions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "distribution_connections_user_idx" ON "distribution_connections" USING btree ("user_id");