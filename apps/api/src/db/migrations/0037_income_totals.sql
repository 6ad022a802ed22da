-- Income per member and kind, kept beside income_daily by the statement that pays it (docs/decisions/024-read-figures.md).
CREATE TABLE "income_totals" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"income_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "income_totals_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "income_totals" ADD CONSTRAINT "income_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "income_totals" ("user_id", "kind", "amount_micros", "income_count")
  SELECT "user_id", "kind", sum("amount_micros"), sum("income_count") FROM "income_daily" GROUP BY "user_id", "kind";