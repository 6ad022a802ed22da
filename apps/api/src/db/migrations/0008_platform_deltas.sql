CREATE TABLE "platform_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "platform_deltas_account_idx" ON "platform_deltas" USING btree ("account_id");