ALTER TABLE "withdrawals" ADD COLUMN "always_second" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "withdrawals" SET "always_second" = true WHERE "kind" = 'refund';--> statement-breakpoint
CREATE INDEX "balance_adjustments_requester_idx" ON "balance_adjustments" USING btree ("requested_by","requested_at");--> statement-breakpoint
CREATE INDEX "deposits_reviewed_by_idx" ON "deposits" USING btree ("reviewed_by","reviewed_at");--> statement-breakpoint
CREATE INDEX "deposits_approved_by_idx" ON "deposits" USING btree ("approved_by","approved_at");--> statement-breakpoint
CREATE INDEX "withdrawals_paid_alone_idx" ON "withdrawals" USING btree ("reviewed_by","reviewed_at") WHERE "withdrawals"."status" = 'success' and "withdrawals"."approved_by" is null;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_refund_always_second" CHECK ("withdrawals"."kind" <> 'refund' or "withdrawals"."always_second");