ALTER TABLE "deposits" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Cancels before this column were stored as rejections without a reviewer (decision 011), as they still are; only
-- a cancel wrote such a row, so those are the ones marked, at the time the cancel stamped.
UPDATE "withdrawals" SET "cancelled_at" = "reviewed_at" WHERE "status" = 'reject' AND "reviewed_by" IS NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_cancelled_unreviewed" CHECK ("withdrawals"."cancelled_at" is null or ("withdrawals"."status" = 'reject' and "withdrawals"."reviewed_by" is null));