CREATE TABLE "google_connections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"scopes" jsonb NOT NULL,
	"status" text NOT NULL,
	"expiry_notified_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code_verifier_sealed" text NOT NULL,
	"return_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_site_data" (
	"site_id" text NOT NULL,
	"source" text NOT NULL,
	"user_id" text NOT NULL,
	"property" text NOT NULL,
	"data" jsonb,
	"problem" text,
	"fetched_at" timestamp with time zone,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_site_data_site_id_source_pk" PRIMARY KEY("site_id","source")
);
--> statement-breakpoint
CREATE TABLE "site_google_properties" (
	"site_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"search_console_site_url" text,
	"ga4_property" text,
	"ga4_property_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_oauth_states" ADD CONSTRAINT "google_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_site_data" ADD CONSTRAINT "google_site_data_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_site_data" ADD CONSTRAINT "google_site_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_google_properties" ADD CONSTRAINT "site_google_properties_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_google_properties" ADD CONSTRAINT "site_google_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_site_data_user_idx" ON "google_site_data" USING btree ("user_id");