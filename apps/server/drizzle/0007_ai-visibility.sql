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
ALTER TABLE "visibility_answers" ADD CONSTRAINT "visibility_answers_run_id_visibility_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."visibility_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_answers" ADD CONSTRAINT "visibility_answers_prompt_id_visibility_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."visibility_prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_prompts" ADD CONSTRAINT "visibility_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_prompts" ADD CONSTRAINT "visibility_prompts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_runs" ADD CONSTRAINT "visibility_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_runs" ADD CONSTRAINT "visibility_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_settings" ADD CONSTRAINT "visibility_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visibility_answers_run_idx" ON "visibility_answers" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "visibility_prompts_site_idx" ON "visibility_prompts" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "visibility_runs_site_engine_idx" ON "visibility_runs" USING btree ("site_id","engine","started_at");