-- Floor of a purchase: the rows a package purchase writes (purchase.service.ts), one member a transaction.
-- A pgbench script (bench/src/money-floor.ts runs it: pgbench -n -M prepared -f <this script with its includes> -D k=0
-- -D clients=C -c C -t T). Plans come from bench/src/money-floor.ts (bench.plan_purchase, bench.plan_purchase_entries),
-- made for the members the API's run serves; the writes go to copies of the app's tables (bench.money_*) with their
-- rows, checks, indexes, foreign keys and triggers. Each client takes members n = client, client + C, client + 2C...
-- so no two transactions write the same member's own rows, as in the API's run.
\set k :k + 1
\set n :client_id + :clients * (:k - 1)
begin;
-- The buyer's own counters.
update bench.money_team_stats t set self_investment_micros = t.self_investment_micros + p.price,
  self_capital_micros = t.self_capital_micros + p.price, order_count = t.order_count + 1,
  active_order_count = t.active_order_count + 1
from bench.plan_purchase p where p.n = :n and t.user_id = p.user_id;
-- The order, with a copy of the package's terms.
insert into bench.money_orders (id, user_id, package_id, title, price_micros, daily_yield_bp, maturity_days,
                                capital_charge_bp, status, paid_days, last_paid_day, created_at, closed_at)
select order_id, user_id, package_id, title, price, yield_bp, maturity_days, charge_bp, 'active', 0, null, now(), null
from bench.plan_purchase where n = :n;
-- include ledger.sql
-- include incomes.sql
-- The uplines' counter changes, queued.
insert into bench.money_team_deltas (user_id, depth, members, active, investment_micros, capital_micros, joined_day)
select user_id, depth, 0, 1, price, price, joined_day from bench.plan_purchase_uplines where n = :n;
-- The buyer's new rank and its notice.
update bench.money_users u set self_rank = p.rank
from bench.plan_purchase p where p.n = :n and u.id = p.user_id and p.rank is not null;
insert into bench.money_notifications (user_id, kind, event_key, title, body, link, mail_state, created_at)
select user_id, 'rank-reached', event_key, 'Rank ' || rank || ' reached',
  'Congratulations: you reached rank ' || rank || '. Any reward of the rank is in your Flexible wallet.',
  '/rewardIncome', 'pending', now()
from bench.plan_purchase where n = :n and rank is not null;
commit;
