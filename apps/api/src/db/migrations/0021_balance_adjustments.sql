CREATE TABLE "balance_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"kind" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"posted_day" text,
	CONSTRAINT "balance_adjustments_amount_nonzero" CHECK ("balance_adjustments"."amount_micros" <> 0),
	CONSTRAINT "balance_adjustments_status_check" CHECK ("balance_adjustments"."status" in ('pending', 'posted', 'rejected')),
	CONSTRAINT "balance_adjustments_kind_check" CHECK ("balance_adjustments"."kind" in ('correction', 'bonus')),
	CONSTRAINT "balance_adjustments_bonus_is_income_credit" CHECK ("balance_adjustments"."kind" <> 'bonus' or ("balance_adjustments"."wallet" = 'income' and "balance_adjustments"."amount_micros" > 0)),
	CONSTRAINT "balance_adjustments_posted_has_day" CHECK (("balance_adjustments"."status" = 'posted') = ("balance_adjustments"."posted_at" is not null and "balance_adjustments"."posted_day" is not null)),
	CONSTRAINT "balance_adjustments_four_eyes" CHECK ("balance_adjustments"."reviewed_by" is null or "balance_adjustments"."reviewed_by" <> "balance_adjustments"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_status_idx" ON "balance_adjustments" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "balance_adjustments_user_idx" ON "balance_adjustments" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "balance_adjustments_bonus_idx" ON "balance_adjustments" USING btree ("user_id","posted_at","id") WHERE "balance_adjustments"."kind" = 'bonus' and "balance_adjustments"."status" = 'posted';