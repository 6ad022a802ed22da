-- Notifications keep their kind's values (params) and are worded when read, in the reader's language
-- (docs/decisions/028-member-language.md); rows written before keep their English title and body, so those may be
-- null from now on.
ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;
