DROP INDEX "incomes_user_kind_page_idx";--> statement-breakpoint
DROP INDEX "incomes_user_page_idx";--> statement-breakpoint
DROP INDEX "team_ancestors_level_idx";--> statement-breakpoint
CREATE INDEX "incomes_user_kind_page_idx" ON "incomes" USING btree ("user_id","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "incomes_user_page_idx" ON "incomes" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "team_ancestors_level_idx" ON "team_ancestors" USING btree ("ancestor_id","depth","joined_at" DESC NULLS FIRST,"member_id" DESC NULLS FIRST);