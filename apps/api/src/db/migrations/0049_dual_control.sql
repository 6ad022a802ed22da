ALTER TABLE "setting_changes" DROP CONSTRAINT "setting_changes_status_check";--> statement-breakpoint
ALTER TABLE "setting_changes" DROP CONSTRAINT "setting_changes_reviewed";--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "setting_changes" ADD COLUMN "subject" text DEFAULT 'settings' NOT NULL;--> statement-breakpoint
ALTER TABLE "setting_changes" ADD COLUMN "target_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setting_changes_target_idx" ON "setting_changes" USING btree ("target_id") WHERE "setting_changes"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_four_eyes" CHECK ("deposits"."approved_by" is null or "deposits"."reviewed_by" is null or "deposits"."approved_by" <> "deposits"."reviewed_by");--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_subject_check" CHECK ("setting_changes"."subject" in ('settings', 'package', 'operator'));--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_target" CHECK (("setting_changes"."subject" = 'settings' and "setting_changes"."target_id" is null) or ("setting_changes"."subject" = 'package' and "setting_changes"."target_id" is not null) or "setting_changes"."subject" = 'operator');--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_status_check" CHECK ("setting_changes"."status" in ('pending', 'approved', 'rejected', 'expired'));--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_reviewed" CHECK (("setting_changes"."status" in ('pending', 'expired')) = ("setting_changes"."reviewed_by" is null));--> statement-breakpoint
-- Every owner there is was one before any request this release can make.
UPDATE "users" SET "owner_since" = "created_at" WHERE "operator_role" = 'owner';