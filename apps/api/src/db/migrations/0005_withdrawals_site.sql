CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"description" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"address" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"charge_bp" integer NOT NULL,
	"charge_micros" bigint NOT NULL,
	"net_micros" bigint NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"reason" text,
	"payout_tx_hash" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_micros" > 0),
	CONSTRAINT "withdrawals_net_adds_up" CHECK ("withdrawals"."net_micros" + "withdrawals"."charge_micros" = "withdrawals"."amount_micros"),
	CONSTRAINT "withdrawals_net_positive" CHECK ("withdrawals"."net_micros" > 0 and "withdrawals"."charge_micros" >= 0),
	CONSTRAINT "withdrawals_capital_has_order" CHECK (("withdrawals"."kind" = 'capital') = ("withdrawals"."order_id" is not null)),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('unverified', 'pending', 'success', 'reject'))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "withdrawals_user_created_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_capital_per_order" ON "withdrawals" USING btree ("order_id") WHERE "withdrawals"."status" in ('pending', 'success');--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_payout_tx_key" ON "withdrawals" USING btree ("payout_tx_hash");