CREATE TABLE "team_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"depth" smallint NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"investment_micros" bigint DEFAULT 0 NOT NULL,
	"capital_micros" bigint DEFAULT 0 NOT NULL,
	"joined_day" date,
	CONSTRAINT "team_deltas_depth_check" CHECK ("team_deltas"."depth" between 1 and 3)
);
