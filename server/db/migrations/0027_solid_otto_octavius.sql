CREATE TABLE "leaderboard_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"period_kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_prizes" (
	"period_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"member_id" integer NOT NULL,
	"wager_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "leaderboard_prizes_period_id_rank_pk" PRIMARY KEY("period_id","rank"),
	CONSTRAINT "leaderboard_prizes_amount_positive" CHECK ("leaderboard_prizes"."amount_cents" > 0 and "leaderboard_prizes"."rank" > 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"period_kind" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"budget_cents" bigint NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "leaderboard_settings_spent_within_budget" CHECK ("leaderboard_settings"."spent_cents" >= 0 and "leaderboard_settings"."spent_cents" <= "leaderboard_settings"."budget_cents")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_period_id_leaderboard_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."leaderboard_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_periods_merchant_period_idx" ON "leaderboard_periods" USING btree ("merchant_code","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "rewards_unclaimed_expiry_idx" ON "rewards" USING btree ("expires_at") WHERE "rewards"."status" = 'unclaimed';