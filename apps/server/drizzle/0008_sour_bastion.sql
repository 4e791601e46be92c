CREATE TABLE "content_idea_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"seed" text NOT NULL,
	"language" text NOT NULL,
	"method" text NOT NULL,
	"sources" jsonb NOT NULL,
	"ideas" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_idea_runs" ADD CONSTRAINT "content_idea_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_idea_runs" ADD CONSTRAINT "content_idea_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_idea_runs_site_idx" ON "content_idea_runs" USING btree ("site_id","created_at");