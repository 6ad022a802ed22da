-- Operators' bonuses are income (docs/decisions/014-bonuses-are-income.md): each credited one is in the income rollup
-- of the day it was credited, as kind 'bonus', which every income total reads. From now on the statement that posts
-- a bonus adds it there; these are the ones credited before.
INSERT INTO "income_daily" ("user_id", "kind", "day", "amount_micros", "income_count")
SELECT "user_id", 'bonus', "posted_day", sum("amount_micros"), count(*)::integer
FROM "balance_adjustments"
WHERE "kind" = 'bonus' AND "status" = 'posted'
GROUP BY "user_id", "posted_day"
ON CONFLICT ("user_id", "kind", "day") DO UPDATE
  SET "amount_micros" = "income_daily"."amount_micros" + excluded."amount_micros",
      "income_count" = "income_daily"."income_count" + excluded."income_count";
