CREATE TABLE "known_backlinks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"source_url" text NOT NULL,
	"final_source_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"source_http_status" integer,
	"target_url" text,
	"target_http_status" integer,
	"target_location" text,
	"anchor" text,
	"rel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_type" text,
	"indexable" boolean,
	"indexability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_nofollow" boolean DEFAULT false NOT NULL,
	"origin" text DEFAULT 'import' NOT NULL,
	"first_seen" timestamp with time zone,
	"last_seen" timestamp with time zone,
	"lost_at" timestamp with time zone,
	"last_checked" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitor_history" (
	"id" text PRIMARY KEY NOT NULL,
	"competitor_id" text NOT NULL,
	"overall" integer,
	"scores" jsonb NOT NULL,
	"pages_crawled" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"status" text DEFAULT 'analyzing' NOT NULL,
	"error_reason" jsonb,
	"analysis_data" jsonb,
	"last_analyzed" timestamp with time zone,
	"analysis_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_backlinks" ADD CONSTRAINT "known_backlinks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_backlinks" ADD CONSTRAINT "known_backlinks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_history" ADD CONSTRAINT "competitor_history_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_backlinks_site_source_idx" ON "known_backlinks" USING btree ("site_id","source_url");--> statement-breakpoint
CREATE INDEX "known_backlinks_user_idx" ON "known_backlinks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "competitor_history_created_idx" ON "competitor_history" USING btree ("competitor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "competitors_site_domain_idx" ON "competitors" USING btree ("site_id","domain");--> statement-breakpoint
CREATE INDEX "competitors_user_idx" ON "competitors" USING btree ("user_id");