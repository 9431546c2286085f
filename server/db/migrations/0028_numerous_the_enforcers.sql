CREATE TABLE "agent_rebate_rates" (
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"set_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_rebate_rates_member_id_category_pk" PRIMARY KEY("member_id","category"),
	CONSTRAINT "agent_rebate_rates_bounds" CHECK ("agent_rebate_rates"."rate_bp" between 0 and 300)
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_settlements" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_rebate_settlements_agent_id_day_pk" PRIMARY KEY("agent_id","day"),
	CONSTRAINT "agent_rebate_settlements_amount" CHECK ("agent_rebate_settlements"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_rates" ADD CONSTRAINT "agent_rebate_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_settlements" ADD CONSTRAINT "agent_rebate_settlements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;