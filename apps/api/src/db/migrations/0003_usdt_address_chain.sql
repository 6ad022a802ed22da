ALTER TABLE "deposits" ADD COLUMN "verification" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_usdt_address_key" ON "users" USING btree (lower("usdt_address"));