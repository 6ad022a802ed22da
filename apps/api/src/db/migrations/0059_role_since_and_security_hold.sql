ALTER TABLE "sessions" ADD COLUMN "signed_in_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "security_changed_at" timestamp with time zone;--> statement-breakpoint
-- An operator has held its role since its owner role began or, for the other roles, since it was made: the best the
-- rows tell. Requests made before this release were all made after those moments.
UPDATE "users" SET "role_since" = coalesce("owner_since", "created_at") WHERE "operator_role" IS NOT NULL;
