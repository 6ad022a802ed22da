CREATE TABLE "chain_transactions" (
	"tx_hash" text PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"reference_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chain_transactions_hash_lower" CHECK ("chain_transactions"."tx_hash" = lower("chain_transactions"."tx_hash"))
);
--> statement-breakpoint
-- Hashes recorded before this table: deposits first, then payouts not already claimed as a deposit.
INSERT INTO "chain_transactions" ("tx_hash", "direction", "reference_id", "created_at")
SELECT "tx_hash", 'deposit', "id", "created_at" FROM "deposits"
ON CONFLICT ("tx_hash") DO NOTHING;
--> statement-breakpoint
INSERT INTO "chain_transactions" ("tx_hash", "direction", "reference_id", "created_at")
SELECT lower("payout_tx_hash"), 'payout', "id", coalesce("reviewed_at", "created_at") FROM "withdrawals"
WHERE "payout_tx_hash" IS NOT NULL
ON CONFLICT ("tx_hash") DO NOTHING;
