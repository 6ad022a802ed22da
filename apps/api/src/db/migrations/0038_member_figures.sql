-- What moved each member's wallets, kept per member by the statement that posts each entry (docs/decisions/024-read-figures.md).
CREATE TABLE "member_figures" (
	"user_id" uuid NOT NULL,
	"figure" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	CONSTRAINT "member_figures_user_id_figure_pk" PRIMARY KEY("user_id","figure")
);
--> statement-breakpoint
ALTER TABLE "member_figures" ADD CONSTRAINT "member_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "member_figures" ("user_id", "figure", "amount_micros")
  SELECT "user_id", "figure", sum("amount") FROM (
    SELECT "user_id", CASE "kind" WHEN 'income' THEN 'income.withdrawals_paid' ELSE 'income.capital_paid' END AS "figure",
           "amount_micros" AS "amount"
      FROM "withdrawals" WHERE "status" = 'success'
    UNION ALL
    SELECT "user_id", CASE "kind" WHEN 'income' THEN 'income.withdrawals_pending' ELSE 'income.capital_pending' END,
           "amount_micros"
      FROM "withdrawals" WHERE "status" = 'pending'
    UNION ALL
    SELECT "user_id", 'income.capital_returned', "amount_micros" FROM "withdrawals"
      WHERE "kind" = 'capital' AND "status" = 'reject'
    UNION ALL
    SELECT "sender_id", 'income.transfers_sent', "amount_micros" FROM "transfers" WHERE "status" = 'success'
    UNION ALL
    SELECT "receiver_id", 'deposit.transfers_received', "amount_micros" FROM "transfers" WHERE "status" = 'success'
    UNION ALL
    SELECT "user_id", CASE "wallet" WHEN 'deposit' THEN 'deposit.corrections' ELSE 'income.corrections' END,
           "amount_micros"
      FROM "balance_adjustments" WHERE "status" = 'posted' AND ("wallet" = 'deposit' OR "kind" = 'correction')
    UNION ALL
    SELECT "user_id", 'deposit.deposits', coalesce("credited_micros", "amount_micros") FROM "deposits"
      WHERE "status" = 'success'
    UNION ALL
    SELECT "user_id", 'deposit.purchases', "price_micros" FROM "orders"
    UNION ALL
    SELECT "user_id", 'deposit.fees', "handling_fee_micros" FROM "orders" WHERE "handling_fee_micros" <> 0
  ) "moves"
  GROUP BY "user_id", "figure";