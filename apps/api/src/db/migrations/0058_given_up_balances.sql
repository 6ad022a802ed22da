CREATE TABLE "given_up_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "given_up_balances_amount_positive" CHECK ("given_up_balances"."amount_micros" > 0)
);
--> statement-breakpoint
ALTER TABLE "given_up_balances" ADD CONSTRAINT "given_up_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "given_up_balances_user_wallet_key" ON "given_up_balances" USING btree ("user_id","wallet");