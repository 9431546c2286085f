ALTER TABLE "seamless_rounds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
-- The studio made no call for a lost round before: its complete rounds have their result.
UPDATE "seamless_rounds" r SET "status" = 'settled', "settled_at" = g."created_at"
FROM "game_rounds" g
WHERE r."status" = 'open' AND g."vendor" = r."vendor" AND g."round_id" = r."round_id" AND g."status" = 'complete';--> statement-breakpoint
-- Rounds settled before the column: their first applied win is when they got their result.
UPDATE "seamless_rounds" r SET "settled_at" = coalesce((
  SELECT min(t."created_at") FROM "seamless_transactions" t
  WHERE t."vendor" = r."vendor" AND t."round_id" = r."round_id" AND t."kind" = 'win' AND t."outcome" = 'applied'
), r."created_at") WHERE r."status" = 'settled' AND r."settled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_settled_idx" ON "lottery_sub_orders" USING btree ("member_id","settled_at") WHERE "lottery_sub_orders"."status" in ('won', 'lost');--> statement-breakpoint
CREATE INDEX "seamless_rounds_settled_idx" ON "seamless_rounds" USING btree ("member_id","settled_at") WHERE "seamless_rounds"."status" = 'settled';