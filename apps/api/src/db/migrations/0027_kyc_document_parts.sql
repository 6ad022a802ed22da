-- An identity document is kept in parts of at most 256 KB (docs/product.md#kyc); a document stored whole before
-- this is its own part 0.
ALTER TABLE "kyc_documents" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_documents" DROP CONSTRAINT "kyc_documents_pkey";--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_submission_id_part_pk" PRIMARY KEY("submission_id","part");
