ALTER TABLE "withdrawals" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_four_eyes" CHECK ("withdrawals"."status" <> 'success' or "withdrawals"."approved_by" is null or "withdrawals"."approved_by" <> "withdrawals"."reviewed_by");