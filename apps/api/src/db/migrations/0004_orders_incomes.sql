CREATE TABLE "income_daily" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"amount_micros" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"source_user_id" uuid,
	"order_id" uuid,
	"level" integer,
	"day" text NOT NULL,
	"base_micros" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"rule" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "incomes_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "incomes_kind_check" CHECK ("incomes"."kind" in ('trading', 'level', 'direct', 'reward')),
	CONSTRAINT "incomes_amount_positive" CHECK ("incomes"."amount_micros" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price_micros" bigint NOT NULL,
	"daily_yield_bp" integer NOT NULL,
	"maturity_days" integer NOT NULL,
	"capital_charge_bp" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paid_days" integer DEFAULT 0 NOT NULL,
	"last_paid_day" text,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('active', 'matured', 'withdrawn')),
	CONSTRAINT "orders_paid_days_range" CHECK ("orders"."paid_days" between 0 and "orders"."maturity_days"),
	CONSTRAINT "orders_price_positive" CHECK ("orders"."price_micros" > 0)
);
--> statement-breakpoint
CREATE TABLE "team_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"a_members" integer DEFAULT 0 NOT NULL,
	"b_members" integer DEFAULT 0 NOT NULL,
	"c_members" integer DEFAULT 0 NOT NULL,
	"a_active" integer DEFAULT 0 NOT NULL,
	"b_active" integer DEFAULT 0 NOT NULL,
	"c_active" integer DEFAULT 0 NOT NULL,
	"a_investment_micros" bigint DEFAULT 0 NOT NULL,
	"b_investment_micros" bigint DEFAULT 0 NOT NULL,
	"c_investment_micros" bigint DEFAULT 0 NOT NULL,
	"self_investment_micros" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"active_order_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "income_daily" ADD CONSTRAINT "income_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_stats" ADD CONSTRAINT "team_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "income_daily_key" ON "income_daily" USING btree ("user_id","kind","day");--> statement-breakpoint
CREATE INDEX "incomes_user_kind_idx" ON "incomes" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "incomes_user_idx" ON "incomes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_active_per_package" ON "orders" USING btree ("user_id","package_id") WHERE "orders"."status" = 'active';--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_due_idx" ON "orders" USING btree ("last_paid_day","id") WHERE "orders"."status" = 'active';--> statement-breakpoint
INSERT INTO "team_stats" ("user_id", "a_members", "b_members", "c_members")
SELECT u."id",
  (SELECT count(*) FROM "users" a WHERE a."sponsor_id" = u."id"),
  (SELECT count(*) FROM "users" b JOIN "users" a ON b."sponsor_id" = a."id" WHERE a."sponsor_id" = u."id"),
  (SELECT count(*) FROM "users" c JOIN "users" b ON c."sponsor_id" = b."id" JOIN "users" a ON b."sponsor_id" = a."id" WHERE a."sponsor_id" = u."id")
FROM "users" u WHERE u."role" <> 'Admin';
