-- A message's files keep the order the member attached them in (docs/product.md#support).
ALTER TABLE "ticket_attachments" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;