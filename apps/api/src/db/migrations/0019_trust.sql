CREATE TABLE "reserve_leaves" (
	"snapshot_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"salt" text NOT NULL,
	"balance_micros" bigint NOT NULL,
	CONSTRAINT "reserve_leaves_snapshot_id_user_id_pk" PRIMARY KEY("snapshot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reserve_nodes" (
	"snapshot_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"sum_micros" bigint NOT NULL,
	CONSTRAINT "reserve_nodes_snapshot_id_level_position_pk" PRIMARY KEY("snapshot_id","level","position")
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"trigger" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"liabilities_micros" bigint NOT NULL,
	"reserves_micros" bigint NOT NULL,
	"reserve_mode" text NOT NULL,
	"reserve_source" text NOT NULL,
	"root_hash" text NOT NULL,
	"leaf_count" integer NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "two_factor_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_reconciliations" ADD COLUMN "acknowledged_by" uuid;--> statement-breakpoint
ALTER TABLE "ledger_reconciliations" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "reserve_leaves" ADD CONSTRAINT "reserve_leaves_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "reserve_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_leaves" ADD CONSTRAINT "reserve_leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_nodes" ADD CONSTRAINT "reserve_nodes_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "reserve_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshots" ADD CONSTRAINT "reserve_snapshots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_snapshots_one_scheduled_per_day" ON "reserve_snapshots" USING btree ("day") WHERE "reserve_snapshots"."trigger" = 'schedule';--> statement-breakpoint
CREATE INDEX "reserve_snapshots_taken_idx" ON "reserve_snapshots" USING btree ("taken_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "two_factor_challenges_user_idx" ON "two_factor_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_user_idx" ON "two_factor_recovery_codes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "ledger_reconciliations" ADD CONSTRAINT "ledger_reconciliations_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_paid_address_idx" ON "withdrawals" USING btree ("user_id",lower("address")) WHERE "withdrawals"."status" = 'success';