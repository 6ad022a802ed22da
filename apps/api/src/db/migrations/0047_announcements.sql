CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"on_site" boolean DEFAULT false NOT NULL,
	"texts" jsonb NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_level_check" CHECK ("announcements"."level" in ('info', 'warning')),
	CONSTRAINT "announcements_window" CHECK ("announcements"."ends_at" > "announcements"."starts_at"),
	CONSTRAINT "announcements_english" CHECK (coalesce("announcements"."texts" #>> '{en,title}', '') <> '' and coalesce("announcements"."texts" #>> '{en,body}', '') <> '')
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_ends_at_idx" ON "announcements" USING btree ("ends_at");