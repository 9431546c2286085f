ALTER TABLE "game_rounds" ADD COLUMN "acted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_idx" ON "game_rounds" USING btree ("member_id","game_id") WHERE "game_rounds"."status" in ('opening', 'live');--> statement-breakpoint
-- The studio's crash and mines reach databases seeded before them (a fresh one gets them from the seed).
INSERT INTO "games" ("merchant_code", "game_type", "vassalage", "game_id", "name", "icon_url", "support_play", "is_new", "hot_rank", "game_classify", "min_bet", "sort")
SELECT "v"."merchant_code", 'INHOUSE', 'SWERTE', "g"."game_id", "g"."name", '/icons/SWERTE/' || "g"."game_id" || '.webp', true, true, NULL, "g"."classify", 10, -1
FROM "vendors" "v"
CROSS JOIN (VALUES
  ('swerte-crash', 'Swerte Crash', 'CRASH'),
  ('swerte-mines', 'Swerte Mines', 'MINES')
) AS "g" ("game_id", "name", "classify")
WHERE "v"."code" = 'SWERTE' AND "v"."game_type" = 'INHOUSE'
ON CONFLICT ("merchant_code", "vassalage", "game_id") DO NOTHING;
