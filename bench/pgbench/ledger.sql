-- A part of the money floors' scripts (bench/src/money-floor.ts puts it where a script says `-- include ledger.sql`,
-- {entries} named as that operation's plan of entries): the rows every ledger entry writes, as ledger/post.ts writes them.
-- Its journal entries.
insert into bench.money_journal_entries (id, kind, idempotency_key, memo, created_at)
select entry_id, kind, key, memo, now() from {entries} where n = :n;
-- Member balances: locked in account id order, then moved (the platform's side is queued below).
with net as materialized (
  select l.account_id, sum(l.amount) as amount from {entries} e
  cross join lateral (values (e.debit, -e.amount, e.debit_member), (e.credit, e.amount, e.credit_member))
    as l(account_id, amount, member)
  where e.n = :n and l.member group by l.account_id),
locked as materialized (
  select a.id from bench.money_accounts a join net on net.account_id = a.id order by a.id for no key update of a)
update bench.money_accounts a set balance_micros = a.balance_micros + net.amount
from net join locked on locked.id = net.account_id where a.id = net.account_id;
-- Two postings an entry.
insert into bench.money_postings (entry_id, account_id, amount_micros)
select e.entry_id, l.account_id, l.amount from {entries} e
  cross join lateral (values (e.debit, -e.amount, e.debit_member), (e.credit, e.amount, e.credit_member))
    as l(account_id, amount, member)
where e.n = :n;
-- The platform's side, queued: one row per platform account.
insert into bench.money_platform_deltas (account_id, amount_micros)
select l.account_id, sum(l.amount) from {entries} e
  cross join lateral (values (e.debit, -e.amount, e.debit_member), (e.credit, e.amount, e.credit_member))
    as l(account_id, amount, member)
where e.n = :n and not l.member group by l.account_id;
-- The member figures the entries move, added to each member's in key order.
insert into bench.money_member_figures as f (user_id, figure, amount_micros)
select figure_user, figure, sum(amount) from {entries} where n = :n and figure_user is not null
group by figure_user, figure order by figure_user, figure
on conflict (user_id, figure) do update set amount_micros = f.amount_micros + excluded.amount_micros;
