CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer,
	"agent_id" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"status" text NOT NULL,
	"offered_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_not_self" CHECK ("agent_contracts"."upline_id" is null or "agent_contracts"."upline_id" <> "agent_contracts"."agent_id")
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer,
	"agent_id" integer NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"turnover_cents" bigint NOT NULL,
	"active_players" integer NOT NULL,
	"loss_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_settlements_amount" CHECK ("agent_settlements"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_pending_idx" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_accepted_idx" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_kind_idx" ON "agent_contracts" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_period_idx" ON "agent_settlements" USING btree ("contract_id","period");--> statement-breakpoint
CREATE INDEX "agent_settlements_agent_idx" ON "agent_settlements" USING btree ("agent_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_upline_idx" ON "agent_settlements" USING btree ("upline_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_unpaid_idx" ON "agent_settlements" USING btree ("status") WHERE "agent_settlements"."status" = 'unpaid';