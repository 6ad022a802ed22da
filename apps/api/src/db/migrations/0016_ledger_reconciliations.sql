CREATE TABLE "ledger_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"problem_count" integer NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_reconciliations_checked_idx" ON "ledger_reconciliations" USING btree ("checked_at");