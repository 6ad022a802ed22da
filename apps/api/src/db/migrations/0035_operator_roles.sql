CREATE TABLE "setting_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patch" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "setting_changes_status_check" CHECK ("setting_changes"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "setting_changes_reviewed" CHECK (("setting_changes"."status" = 'pending') = ("setting_changes"."reviewed_by" is null)),
	CONSTRAINT "setting_changes_four_eyes" CHECK ("setting_changes"."reviewed_by" is null or "setting_changes"."reviewed_by" <> "setting_changes"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "operator_role" text;--> statement-breakpoint
-- Every operator held every power before roles: each keeps them as an owner, and the owners give narrower roles.
UPDATE "users" SET "operator_role" = 'owner' WHERE "role" = 'Admin';--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setting_changes_status_idx" ON "setting_changes" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_operator_role_check" CHECK (("users"."role" = 'Admin') = ("users"."operator_role" is not null) and ("users"."operator_role" is null or "users"."operator_role" in ('owner', 'finance', 'support', 'content')));