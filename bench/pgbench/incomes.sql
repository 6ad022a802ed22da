-- A part of the money floors' scripts (put where a script says `-- include incomes.sql`): the income rows the
-- entries pay, their daily rollup and the payees' totals by kind, as income/income.repository.ts writes them.
-- The incomes the entries pay, their daily rollup and totals (in key order, as the app writes them).
insert into bench.money_incomes (user_id, kind, amount_micros, source_user_id, order_id, level, day, base_micros,
                                 rate_bp, order_day, order_days, rank, entry_id, idempotency_key, created_at)
select income_user, income_kind, amount, source_user, order_id, level, day, base, rate, order_day, order_days, rank,
  entry_id, key, now()
from {entries} where n = :n and income_kind is not null;
insert into bench.money_income_daily as d (user_id, kind, day, amount_micros, income_count)
select income_user, income_kind, day, sum(amount), count(*) from {entries}
where n = :n and income_kind is not null
group by income_user, income_kind, day order by income_user, income_kind collate "C", day collate "C"
on conflict (user_id, kind, day) do update
  set amount_micros = d.amount_micros + excluded.amount_micros, income_count = d.income_count + excluded.income_count;
insert into bench.money_income_totals as t (user_id, kind, amount_micros, income_count)
select income_user, income_kind, sum(amount), count(*) from {entries}
where n = :n and income_kind is not null
group by income_user, income_kind order by income_user, income_kind collate "C"
on conflict (user_id, kind) do update
  set amount_micros = t.amount_micros + excluded.amount_micros, income_count = t.income_count + excluded.income_count;
