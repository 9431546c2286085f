CREATE TABLE "rebate_claim_lines" (
	"claim_id" integer NOT NULL,
	"category" text NOT NULL,
	"turnover_cents" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"cap_cents" bigint,
	"amount_cents" bigint NOT NULL,
	"carry_cents" bigint NOT NULL,
	CONSTRAINT "rebate_claim_lines_claim_id_category_pk" PRIMARY KEY("claim_id","category")
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"watermark" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_claims_amount_positive" CHECK ("rebate_claims"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_code" text NOT NULL,
	"category" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"cap_cents" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "rebate_rates_merchant_code_category_pk" PRIMARY KEY("merchant_code","category"),
	CONSTRAINT "rebate_rates_bounds" CHECK ("rebate_rates"."rate_bp" between 0 and 10000 and ("rebate_rates"."cap_cents" is null or "rebate_rates"."cap_cents" > 0))
);
--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "node_id" integer;--> statement-breakpoint
ALTER TABLE "rebate_claim_lines" ADD CONSTRAINT "rebate_claim_lines_claim_id_rebate_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."rebate_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_request_idx" ON "rebate_claims" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_watermark_idx" ON "rebate_claims" USING btree ("member_id","watermark");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_reference_idx" ON "rebate_claims" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_idx" ON "rebate_claims" USING btree ("member_id","created_at");