-- Built on save from here on; a body saved before is rendered by the server in its worker after it starts (docs/decisions/021-markdown-on-save.md).
ALTER TABLE "content_pages" ADD COLUMN "tree" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "tree" jsonb;