CREATE TABLE "team_ancestors" (
	"ancestor_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_ancestors_member_id_depth_pk" PRIMARY KEY("member_id","depth"),
	CONSTRAINT "team_ancestors_depth_check" CHECK ("team_ancestors"."depth" between 1 and 3)
);
--> statement-breakpoint
DROP INDEX "incomes_user_kind_idx";--> statement-breakpoint
DROP INDEX "incomes_user_idx";--> statement-breakpoint
ALTER TABLE "income_daily" ADD COLUMN "income_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_ancestors" ADD CONSTRAINT "team_ancestors_ancestor_id_users_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_ancestors" ADD CONSTRAINT "team_ancestors_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_ancestors_level_idx" ON "team_ancestors" USING btree ("ancestor_id","depth","joined_at" DESC NULLS LAST,"member_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incomes_user_kind_page_idx" ON "incomes" USING btree ("user_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incomes_user_page_idx" ON "incomes" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
UPDATE "income_daily" d SET "income_count" = c.n
FROM (SELECT "user_id", "kind", "day", count(*)::integer AS n FROM "incomes" GROUP BY 1, 2, 3) c
WHERE d."user_id" = c."user_id" AND d."kind" = c."kind" AND d."day" = c."day";--> statement-breakpoint
INSERT INTO "team_ancestors" ("ancestor_id", "depth", "member_id", "joined_at")
SELECT u."sponsor_id", 1, u."id", u."created_at" FROM "users" u WHERE u."sponsor_id" IS NOT NULL
UNION ALL
SELECT a."sponsor_id", 2, u."id", u."created_at" FROM "users" u JOIN "users" a ON a."id" = u."sponsor_id"
WHERE a."sponsor_id" IS NOT NULL
UNION ALL
SELECT b."sponsor_id", 3, u."id", u."created_at" FROM "users" u JOIN "users" a ON a."id" = u."sponsor_id"
JOIN "users" b ON b."id" = a."sponsor_id" WHERE b."sponsor_id" IS NOT NULL;
