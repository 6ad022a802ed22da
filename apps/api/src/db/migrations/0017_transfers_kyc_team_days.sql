CREATE TABLE "kyc_documents" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"country" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"document_mime" text NOT NULL,
	"document_size" integer NOT NULL,
	"document_sha256" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_submissions_status_check" CHECK ("kyc_submissions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "kyc_submissions_size_check" CHECK ("kyc_submissions"."document_size" > 0 and "kyc_submissions"."document_size" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "team_daily_stats" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"a_joined" integer DEFAULT 0 NOT NULL,
	"b_joined" integer DEFAULT 0 NOT NULL,
	"c_joined" integer DEFAULT 0 NOT NULL,
	"a_active" integer DEFAULT 0 NOT NULL,
	"b_active" integer DEFAULT 0 NOT NULL,
	"c_active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_stats_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfers_amount_positive" CHECK ("transfers"."amount_micros" > 0),
	CONSTRAINT "transfers_not_to_self" CHECK ("transfers"."sender_id" <> "transfers"."receiver_id"),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('unverified', 'success'))
);
--> statement-breakpoint
ALTER TABLE "team_stats" ADD COLUMN "a_capital_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_stats" ADD COLUMN "b_capital_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_stats" ADD COLUMN "c_capital_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_stats" ADD COLUMN "self_capital_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_stats" ADD COLUMN "joined_day" date;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "kyc_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD CONSTRAINT "team_daily_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_created_idx" ON "kyc_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_status_created_idx" ON "kyc_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_pending" ON "kyc_submissions" USING btree ("user_id") WHERE "kyc_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "transfers_sender_created_idx" ON "transfers" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_receiver_created_idx" ON "transfers" USING btree ("receiver_id","created_at");--> statement-breakpoint
UPDATE "team_stats" t SET "joined_day" =
  (u."created_at" AT TIME ZONE coalesce((SELECT "value" #>> '{}' FROM "settings" WHERE "key" = 'timezone'), 'UTC'))::date
FROM "users" u WHERE u."id" = t."user_id";--> statement-breakpoint
UPDATE "team_stats" t SET "self_capital_micros" = o.capital
FROM (SELECT "user_id", sum("price_micros") AS capital FROM "orders" WHERE "status" = 'active' GROUP BY "user_id") o
WHERE t."user_id" = o."user_id";--> statement-breakpoint
UPDATE "team_stats" t SET "a_capital_micros" = x.a, "b_capital_micros" = x.b, "c_capital_micros" = x.c
FROM (
  SELECT a."ancestor_id",
    coalesce(sum(s."self_capital_micros") FILTER (WHERE a."depth" = 1), 0) AS a,
    coalesce(sum(s."self_capital_micros") FILTER (WHERE a."depth" = 2), 0) AS b,
    coalesce(sum(s."self_capital_micros") FILTER (WHERE a."depth" = 3), 0) AS c
  FROM "team_ancestors" a JOIN "team_stats" s ON s."user_id" = a."member_id"
  GROUP BY a."ancestor_id"
) x
WHERE t."user_id" = x."ancestor_id";--> statement-breakpoint
INSERT INTO "team_daily_stats" ("user_id", "day", "a_joined", "b_joined", "c_joined", "a_active", "b_active", "c_active")
SELECT a."ancestor_id", s."joined_day",
  count(*) FILTER (WHERE a."depth" = 1),
  count(*) FILTER (WHERE a."depth" = 2),
  count(*) FILTER (WHERE a."depth" = 3),
  count(*) FILTER (WHERE a."depth" = 1 AND s."active_order_count" > 0),
  count(*) FILTER (WHERE a."depth" = 2 AND s."active_order_count" > 0),
  count(*) FILTER (WHERE a."depth" = 3 AND s."active_order_count" > 0)
FROM "team_ancestors" a JOIN "team_stats" s ON s."user_id" = a."member_id"
GROUP BY 1, 2;
