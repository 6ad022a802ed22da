CREATE TABLE "app_secret_fingerprint" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"fingerprint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_secret_fingerprint_one_row" CHECK ("app_secret_fingerprint"."only")
);
