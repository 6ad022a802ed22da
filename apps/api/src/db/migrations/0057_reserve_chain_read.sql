ALTER TABLE "reserve_snapshots" ADD COLUMN "reserve_block" bigint;--> statement-breakpoint
ALTER TABLE "reserve_snapshots" ADD COLUMN "reserve_address" text;--> statement-breakpoint
ALTER TABLE "reserve_snapshots" ADD COLUMN "reserve_member_addresses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "reserve_snapshots" SET
  "reserve_block" = substring("reserve_source" from 'at block ([0-9]+)$')::bigint,
  "reserve_address" = substring("reserve_source" from 'held by (0x[0-9a-fA-F]{40})'),
  "reserve_member_addresses" = coalesce(substring("reserve_source" from 'and ([0-9]+) member deposit addresses')::integer, 0)
WHERE "reserve_mode" = 'chain';
