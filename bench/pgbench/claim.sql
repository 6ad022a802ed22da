-- Floor of a claim: the rows a member's daily claim writes (claim.service.ts), one member a transaction.
-- A pgbench script (bench/src/money-floor.ts runs it: pgbench -n -M prepared -f <this script with its includes> -D k=0
-- -D clients=C -c C -t T). Plans come from bench/src/money-floor.ts (bench.plan_claim, bench.plan_claim_entries),
-- made for the members the API's run serves; the writes go to copies of the app's tables (bench.money_*) with their
-- rows, checks, indexes, foreign keys and triggers. Each client takes members n = client, client + C, client + 2C...
-- so no two transactions write the same member's own rows, as in the API's run.
\set k :k + 1
\set n :client_id + :clients * (:k - 1)
begin;
-- Each due order advanced one paid day.
update bench.money_orders o set paid_days = o.paid_days + 1, last_paid_day = c.day
from bench.plan_claim c where c.n = :n and o.id = c.order_id;
-- include ledger.sql
-- include incomes.sql
commit;
