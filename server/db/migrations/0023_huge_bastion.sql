CREATE TABLE "mission_claims" (
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_claims_mission_id_member_id_pk" PRIMARY KEY("mission_id","member_id"),
	CONSTRAINT "mission_claims_amount_positive" CHECK ("mission_claims"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"title" text NOT NULL,
	"rule" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reward_cents" integer NOT NULL,
	"budget_cents" bigint NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missions_spent_within_budget" CHECK ("missions"."spent_cents" >= 0 and "missions"."spent_cents" <= "missions"."budget_cents"),
	CONSTRAINT "missions_rules" CHECK ("missions"."ends_at" > "missions"."starts_at" and "missions"."reward_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missions_merchant_idx" ON "missions" USING btree ("merchant_code","ends_at");