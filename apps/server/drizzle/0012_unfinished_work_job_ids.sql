ALTER TABLE "competitors" ADD COLUMN "analysis_job_id" text;--> statement-breakpoint
ALTER TABLE "visibility_runs" ADD COLUMN "job_id" text;