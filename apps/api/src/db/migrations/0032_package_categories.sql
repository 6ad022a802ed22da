ALTER TABLE "orders" ADD COLUMN "handling_fee_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "category" text DEFAULT 'package' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "max_price_micros" bigint;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "handling_fee_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handling_fee_nonnegative" CHECK ("orders"."handling_fee_micros" >= 0);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_category_check" CHECK ("packages"."category" in ('package', 'exclusive', 'collection', 'player-cards'));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_price_range" CHECK ("packages"."max_price_micros" is null or "packages"."max_price_micros" > "packages"."price_micros");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_handling_fee_range" CHECK ("packages"."handling_fee_bp" between 0 and 10000);