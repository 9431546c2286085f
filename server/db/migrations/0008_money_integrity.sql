CREATE TABLE "lottery_liabilities" (
	"draw_id" integer NOT NULL,
	"selection" text NOT NULL,
	"payout_cents" bigint NOT NULL,
	CONSTRAINT "lottery_liabilities_draw_id_selection_pk" PRIMARY KEY("draw_id","selection"),
	CONSTRAINT "lottery_liabilities_nonnegative" CHECK ("lottery_liabilities"."payout_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"vendor" text NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text,
	"amount_cents" bigint NOT NULL,
	"outcome" text DEFAULT 'applied' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_vendor_kind_transaction_id_pk" PRIMARY KEY("vendor","kind","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "status" text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE "lotteries" ADD COLUMN "max_liability_cents" bigint DEFAULT 500000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "bet_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_liabilities" ADD CONSTRAINT "lottery_liabilities_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seamless_transactions_member_idx" ON "seamless_transactions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "game_rounds_pending_idx" ON "game_rounds" USING btree ("created_at") WHERE "game_rounds"."status" = 'pending';--> statement-breakpoint
-- Data of databases made before issue 9. Seamless rounds learn their stake and state from the ledger.
UPDATE "seamless_rounds" r SET "bet_cents" = -l."amount_cents"
  FROM "wallet_ledger" l WHERE l."reference" = 'seamless:' || r."vendor" || ':bet:' || r."bet_transaction_id";--> statement-breakpoint
UPDATE "seamless_rounds" r SET "status" = 'rolled_back'
  WHERE EXISTS (SELECT 1 FROM "wallet_ledger" l
    WHERE l."reference" = 'seamless:' || r."vendor" || ':rollback:' || r."bet_transaction_id" AND l."amount_cents" <> 0);--> statement-breakpoint
UPDATE "seamless_rounds" SET "status" = 'settled'
  WHERE "status" = 'open' AND "round_id" IN (SELECT "round_id" FROM "game_rounds");--> statement-breakpoint
-- Applied seamless calls become transactions (replays keep answering "replayed"); a zero rollback was a tombstone.
INSERT INTO "seamless_transactions" ("vendor", "kind", "transaction_id", "member_id", "round_id", "amount_cents", "outcome", "created_at")
  SELECT m[1], m[2], m[3], l."member_id",
    (SELECT r."round_id" FROM "seamless_rounds" r WHERE r."vendor" = m[1] AND r."bet_transaction_id" = m[3] AND m[2] <> 'win'),
    abs(l."amount_cents"), CASE WHEN m[2] = 'rollback' AND l."amount_cents" = 0 THEN 'tombstone' ELSE 'applied' END,
    l."created_at"
  FROM "wallet_ledger" l, regexp_match(l."reference", '^seamless:([^:]+):(bet|win|rollback):(.+)$') AS m
  WHERE l."reference" LIKE 'seamless:%'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "wallet_ledger" WHERE "reference" LIKE 'seamless:%' AND "amount_cents" = 0;--> statement-breakpoint
-- Opening balances written straight into wallets (seeded accounts, trial grants) become ledger entries,
-- so every balance is the sum of its entries from here on.
INSERT INTO "wallet_ledger" ("member_id", "amount_cents", "balance_after_cents", "reason", "reference")
  SELECT w."member_id", w."balance_cents" - coalesce(s."total", 0), w."balance_cents", 'opening.carried',
    'opening:carried:' || w."member_id"
  FROM "wallets" w LEFT JOIN (SELECT "member_id", sum("amount_cents") AS "total" FROM "wallet_ledger" GROUP BY "member_id") s
    ON s."member_id" = w."member_id"
  WHERE w."balance_cents" <> coalesce(s."total", 0);
