CREATE TABLE "rain_grabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rain_grabs_amount_positive" CHECK ("rain_grabs"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "rain_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget_cents" bigint NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"min_grab_cents" integer NOT NULL,
	"max_grab_cents" integer NOT NULL,
	"max_grabs_per_member" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rain_sessions_spent_within_budget" CHECK ("rain_sessions"."spent_cents" >= 0 and "rain_sessions"."spent_cents" <= "rain_sessions"."budget_cents"),
	CONSTRAINT "rain_sessions_rules" CHECK ("rain_sessions"."ends_at" > "rain_sessions"."starts_at" and "rain_sessions"."min_grab_cents" > 0 and "rain_sessions"."max_grab_cents" >= "rain_sessions"."min_grab_cents" and "rain_sessions"."max_grabs_per_member" > 0)
);
--> statement-breakpoint
ALTER TABLE "rain_grabs" ADD CONSTRAINT "rain_grabs_session_id_rain_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."rain_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_grabs" ADD CONSTRAINT "rain_grabs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rain_grabs_session_member_seq_idx" ON "rain_grabs" USING btree ("session_id","member_id","seq");--> statement-breakpoint
CREATE INDEX "rain_sessions_merchant_idx" ON "rain_sessions" USING btree ("merchant_code","ends_at");