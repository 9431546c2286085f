-- The studio's plinko, keno and color game reach databases seeded before them (a fresh one gets them
-- from the seed: no merchant exists yet when migrations run). Listed first among the studio's games.
INSERT INTO "games" ("merchant_code", "game_type", "vassalage", "game_id", "name", "icon_url", "support_play", "is_new", "hot_rank", "game_classify", "min_bet", "sort")
SELECT "v"."merchant_code", 'INHOUSE', 'SWERTE', "g"."game_id", "g"."name", '/icons/SWERTE/' || "g"."game_id" || '.webp', true, true, NULL, "g"."classify", 10, -1
FROM "vendors" "v"
CROSS JOIN (VALUES
  ('swerte-plinko', 'Swerte Plinko', 'PLINKO'),
  ('swerte-keno', 'Swerte Keno', 'KENO'),
  ('swerte-color-game', 'Color Game', 'COLOR')
) AS "g" ("game_id", "name", "classify")
WHERE "v"."code" = 'SWERTE' AND "v"."game_type" = 'INHOUSE'
ON CONFLICT ("merchant_code", "vassalage", "game_id") DO NOTHING;
