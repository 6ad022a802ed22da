-- Dry runs of the plan (docs/product.md#dry-run): one row per run, at most one running across replicas.
CREATE TABLE "dry_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"progress_bp" integer DEFAULT 0 NOT NULL,
	"input" jsonb NOT NULL,
	"months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_negative_month" integer,
	"first_uncovered_month" integer,
	"error" text,
	"started_by" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "dry_runs_status_check" CHECK ("dry_runs"."status" in ('running', 'done', 'failed', 'cancelled')),
	CONSTRAINT "dry_runs_progress_range" CHECK ("dry_runs"."progress_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "dry_runs" ADD CONSTRAINT "dry_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dry_runs_one_running" ON "dry_runs" USING btree ("status") WHERE "dry_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "dry_runs_started_idx" ON "dry_runs" USING btree ("started_at");