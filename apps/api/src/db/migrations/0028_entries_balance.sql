-- Every journal entry balances, whatever writes it: its postings sum to zero and there are at least two of them
-- (docs/decisions/003-money-and-ledger.md). Checked once per statement over the entries it added postings to, so a
-- settlement batch of thousands of entries pays one check, not one per row.
CREATE FUNCTION "journal_entries_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced uuid;
BEGIN
  SELECT p.entry_id INTO unbalanced
  FROM "postings" p
  WHERE p.entry_id IN (SELECT DISTINCT entry_id FROM added)
  GROUP BY p.entry_id
  HAVING sum(p.amount_micros) <> 0 OR count(*) < 2
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % does not balance', unbalanced
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_balanced';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_balanced" AFTER INSERT ON "postings"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "journal_entries_balanced"();
