CREATE TABLE "rebate_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"claim_interval_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "rebate_settings_interval" CHECK ("rebate_settings"."claim_interval_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rebate_claim_lines" ALTER COLUMN "carry_cents" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "rebate_claims" ALTER COLUMN "watermark" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD COLUMN "rebate_claim_id" integer;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "rebate_claim_id" integer;--> statement-breakpoint
ALTER TABLE "rebate_settings" ADD CONSTRAINT "rebate_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_unrebated_idx" ON "lottery_sub_orders" USING btree ("member_id") WHERE "lottery_sub_orders"."status" in ('won', 'lost') and "lottery_sub_orders"."rebate_claim_id" is null;--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_rebate_claim_idx" ON "lottery_sub_orders" USING btree ("rebate_claim_id");--> statement-breakpoint
CREATE INDEX "seamless_rounds_unrebated_idx" ON "seamless_rounds" USING btree ("member_id") WHERE "seamless_rounds"."status" = 'settled' and "seamless_rounds"."rebate_claim_id" is null;--> statement-breakpoint
CREATE INDEX "seamless_rounds_rebate_claim_idx" ON "seamless_rounds" USING btree ("rebate_claim_id");--> statement-breakpoint
-- Backfill: a claim before this migration counted a member's stakes at bet time, up to its watermark (the
-- member's last ledger entry then). Each stake whose bet entry is at or below one is marked with the first
-- claim that counted it, whatever its state now: one still open was rebated already and stays so once
-- settled. Stakes after the last watermark stay unmarked: the next claim counts them once settled.
UPDATE "lottery_sub_orders" so SET "rebate_claim_id" = (
  SELECT c."id" FROM "rebate_claims" c
  WHERE c."member_id" = so."member_id" AND c."watermark" >= l."id"
  ORDER BY c."watermark" LIMIT 1
)
FROM "wallet_ledger" l
WHERE so."rebate_claim_id" IS NULL AND l."reference" = 'lottery:order:' || so."order_id"
  AND l."id" <= (SELECT max(c."watermark") FROM "rebate_claims" c WHERE c."member_id" = so."member_id");--> statement-breakpoint
UPDATE "seamless_rounds" r SET "rebate_claim_id" = (
  SELECT c."id" FROM "rebate_claims" c
  WHERE c."member_id" = r."member_id" AND c."watermark" >= l."id"
  ORDER BY c."watermark" LIMIT 1
)
FROM "wallet_ledger" l
WHERE r."rebate_claim_id" IS NULL AND l."reference" = 'seamless:' || r."vendor" || ':bet:' || r."bet_transaction_id"
  AND l."id" <= (SELECT max(c."watermark") FROM "rebate_claims" c WHERE c."member_id" = r."member_id");
