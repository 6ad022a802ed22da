-- Floor of a deposit approval: the rows an operator's approval writes (deposits.service.ts), one deposit a transaction.
-- A pgbench script (bench/src/money-floor.ts runs it: pgbench -n -M prepared -f <this script with its includes> -D k=0
-- -D clients=C -c C -t T). Plans come from bench/src/money-floor.ts (bench.plan_approval, bench.plan_approval_entries),
-- made for the members the API's run serves; the writes go to copies of the app's tables (bench.money_*) with their
-- rows, checks, indexes, foreign keys and triggers. Each client takes members n = client, client + C, client + 2C...
-- so no two transactions write the same member's own rows, as in the API's run.
\set k :k + 1
\set n :client_id + :clients * (:k - 1)
begin;
-- The deposit, approved.
update bench.money_deposits d set status = 'success', reviewed_by = p.operator_id, reviewed_at = now(),
  credited_micros = d.amount_micros
from bench.plan_approval p where p.n = :n and d.id = p.deposit_id;
-- include ledger.sql
-- The audit row and the member's notice.
insert into bench.money_audit_log (actor_id, action, target_type, target_id, details, ip, created_at)
select operator_id, 'deposit.approve', 'deposit', deposit_id::text, '{}'::jsonb, '127.0.0.1', now()
from bench.plan_approval where n = :n;
insert into bench.money_notifications (user_id, kind, event_key, title, body, link, mail_state, created_at)
select user_id, 'deposit-approved', event_key, 'Deposit approved', body, '/reacharge-list', 'pending', now()
from bench.plan_approval where n = :n;
commit;
