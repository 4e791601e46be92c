CREATE TABLE "rank_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"tracked_keyword_id" text NOT NULL,
	"status" text NOT NULL,
	"position" integer,
	"absolute_position" integer,
	"url" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_reason" text,
	"failure_message" text,
	"provider" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_keywords" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"keyword" text NOT NULL,
	"engine" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alert_threshold" integer,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rank_checks" ADD CONSTRAINT "rank_checks_tracked_keyword_id_tracked_keywords_id_fk" FOREIGN KEY ("tracked_keyword_id") REFERENCES "public"."tracked_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD CONSTRAINT "tracked_keywords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD CONSTRAINT "tracked_keywords_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rank_checks_keyword_time_idx" ON "rank_checks" USING btree ("tracked_keyword_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_keywords_unique_idx" ON "tracked_keywords" USING btree ("site_id","keyword","engine","country","language","device");--> statement-breakpoint
CREATE INDEX "tracked_keywords_user_idx" ON "tracked_keywords" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracked_keywords_next_check_idx" ON "tracked_keywords" USING btree ("next_check_at");