ALTER TABLE "incomes" ADD COLUMN "order_day" integer;--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "order_days" integer;--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "rank" integer;--> statement-breakpoint
-- Incomes paid before this migration kept their sentence only; the numbers are read back out of it. The
-- sentences were "daily trading profit, day N of M" and "reward for reaching rank N" since incomes began.
UPDATE "incomes" SET
  "order_day" = substring("rule" from 'day ([0-9]+) of')::integer,
  "order_days" = substring("rule" from 'of ([0-9]+)$')::integer
WHERE "kind" = 'trading';--> statement-breakpoint
UPDATE "incomes" SET "rank" = substring("rule" from 'rank ([0-9]+)')::integer WHERE "kind" = 'reward';--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_detail_check" CHECK (("incomes"."kind" <> 'trading' or ("incomes"."order_day" is not null and "incomes"."order_days" is not null))
        and ("incomes"."kind" not in ('level', 'direct') or "incomes"."level" is not null)
        and ("incomes"."kind" <> 'reward' or "incomes"."rank" is not null));--> statement-breakpoint
ALTER TABLE "incomes" DROP COLUMN "rule";
