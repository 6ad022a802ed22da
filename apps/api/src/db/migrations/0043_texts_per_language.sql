-- Operators' texts per language (docs/decisions/029-texts-per-language.md): a site page's edit is kept per language,
-- the edits made before becoming the English ones; a news post keeps its English text in its row and its Spanish
-- and Hindi texts in post_texts, and when its English words last changed, so a translation older than them shows
-- as behind (existing posts take their last change).
CREATE TABLE "post_texts" (
	"post_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"tree" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_texts_pkey" PRIMARY KEY("post_id","language"),
	CONSTRAINT "post_texts_language_check" CHECK ("post_texts"."language" in ('es', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" DROP CONSTRAINT "content_pages_pkey";--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_pkey" PRIMARY KEY("path","language");--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_language_check" CHECK ("content_pages"."language" in ('en', 'es', 'hi'));--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "text_updated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "posts" SET "text_updated_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "text_updated_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "post_texts" ADD CONSTRAINT "post_texts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_texts" ADD CONSTRAINT "post_texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;
