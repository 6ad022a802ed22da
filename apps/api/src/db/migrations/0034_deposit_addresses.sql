CREATE SEQUENCE "deposit_address_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"address_index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_addresses_address_lower" CHECK ("deposit_addresses"."address" = lower("deposit_addresses"."address"))
);
--> statement-breakpoint
CREATE TABLE "deposit_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"deposit_id" uuid,
	"seen_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "deposit_transfers_amount" CHECK ("deposit_transfers"."amount_micros" >= 0),
	CONSTRAINT "deposit_transfers_hash_lower" CHECK ("deposit_transfers"."tx_hash" = lower("deposit_transfers"."tx_hash")),
	CONSTRAINT "deposit_transfers_status" CHECK ("deposit_transfers"."status" in ('pending', 'credited', 'dust', 'dropped')),
	CONSTRAINT "deposit_transfers_credited" CHECK (("deposit_transfers"."status" = 'credited') = ("deposit_transfers"."deposit_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposit_watcher" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"cursor_block" bigint NOT NULL,
	"head_block" bigint,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "deposit_watcher_one_row" CHECK ("deposit_watcher"."only")
);
--> statement-breakpoint
DROP INDEX "deposits_tx_hash_key";--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_transfers" ADD CONSTRAINT "deposit_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_transfers" ADD CONSTRAINT "deposit_transfers_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_index_key" ON "deposit_addresses" USING btree ("address_index");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_key" ON "deposit_addresses" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_transfers_log_key" ON "deposit_transfers" USING btree ("tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "deposit_transfers_user_idx" ON "deposit_transfers" USING btree ("user_id","seen_at");--> statement-breakpoint
CREATE INDEX "deposit_transfers_status_idx" ON "deposit_transfers" USING btree ("status","seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_tx_log_key" ON "deposits" USING btree ("tx_hash","log_index") WHERE "deposits"."verification" = 'watcher';--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_tx_hash_key" ON "deposits" USING btree ("tx_hash") WHERE "deposits"."verification" <> 'watcher';