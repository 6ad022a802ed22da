-- Floor of a withdrawal verify: the rows verifying an income withdrawal by its e-mailed code writes
-- (verify-withdrawal.service.ts, hold-withdrawal.ts), one member a transaction.
-- A pgbench script (bench/src/money-floor.ts runs it: pgbench -n -M prepared -f <this script with its includes> -D k=0
-- -D clients=C -c C -t T). Plans come from bench/src/money-floor.ts (bench.plan_verify, bench.plan_verify_entries),
-- made for the members the API's run serves; the writes go to copies of the app's tables (bench.money_*) with their
-- rows, checks, indexes, foreign keys and triggers. Each client takes members n = client, client + C, client + 2C...
-- so no two transactions write the same member's own rows, as in the API's run.
\set k :k + 1
\set n :client_id + :clients * (:k - 1)
begin;
-- The code check's rate limit (one row per client address).
insert into bench.money_rate_limits as r (key, window_start, hits)
select rate_key, now(), 1 from bench.plan_verify where n = :n
on conflict (key) do update set hits = r.hits + 1;
-- The code's attempt counted.
update bench.money_otps o set attempts = o.attempts + 1
from bench.plan_verify p where p.n = :n and o.subject = p.subject and o.purpose = p.purpose and o.attempts < 5;
-- The member's count of verifies, the code claimed, the request made pending.
update bench.money_users u set payout_verifies = u.payout_verifies + 1
from bench.plan_verify p where p.n = :n and u.id = p.user_id;
delete from bench.money_otps o using bench.plan_verify p where p.n = :n and o.id = p.otp_id;
update bench.money_withdrawals w set status = 'pending', verified_at = now(), hold_until = now() + interval '1 day',
  cancel_token_hash = p.cancel_hash
from bench.plan_verify p where p.n = :n and w.id = p.withdrawal_id;
-- include ledger.sql
commit;
