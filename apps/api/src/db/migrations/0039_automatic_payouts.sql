CREATE TABLE "payout_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_id" uuid NOT NULL,
	"tx_hash" text NOT NULL,
	"raw_tx" text NOT NULL,
	"gas_price_wei" numeric(78, 0) NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_wallets" (
	"wallet" text NOT NULL,
	"chain_id" integer NOT NULL,
	"next_nonce" bigint NOT NULL,
	"usdt_micros" bigint,
	"bnb_wei" numeric(78, 0),
	"gap_detail" text,
	"waiting_reason" text,
	"waiting_detail" text,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"chain_id" integer NOT NULL,
	"nonce" bigint,
	"state" text NOT NULL,
	"recipient" text NOT NULL,
	"net_micros" bigint NOT NULL,
	"day" text NOT NULL,
	"reason" text,
	"mined_hash" text,
	"queued_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_state_check" CHECK ("payouts"."state" in ('queued', 'signed', 'broadcast', 'confirmed', 'failed')),
	CONSTRAINT "payouts_signed_has_nonce" CHECK (("payouts"."state" = 'queued') = ("payouts"."nonce" is null))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_transactions" ADD CONSTRAINT "payout_transactions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transactions_hash_key" ON "payout_transactions" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "payout_transactions_payout_idx" ON "payout_transactions" USING btree ("payout_id","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_wallets_key" ON "payout_wallets" USING btree ("wallet","chain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_withdrawal_key" ON "payouts" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_nonce_key" ON "payouts" USING btree ("wallet","chain_id","nonce");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("state","queued_at") WHERE "payouts"."state" in ('queued', 'signed', 'broadcast');--> statement-breakpoint
CREATE INDEX "payouts_day_idx" ON "payouts" USING btree ("day");