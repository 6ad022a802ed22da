-- Packages' name and description per language, and the rejection reasons operators keep per language
-- (docs/product.md#packages, docs/product.md#reviews): a package gains a description and its Spanish and Hindi texts,
-- with when English last changed so a language written before it shows as behind; a rejected deposit or withdrawal
-- keeps the chosen reason's words per language as they were when it was rejected.
CREATE TABLE "rejection_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"use" text NOT NULL,
	"texts" jsonb NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rejection_reasons_use_check" CHECK ("rejection_reasons"."use" in ('deposit', 'withdrawal', 'both')),
	CONSTRAINT "rejection_reasons_english" CHECK (coalesce("rejection_reasons"."texts" ->> 'en', '') <> '')
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reason_texts" jsonb;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "texts_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reason_texts" jsonb;