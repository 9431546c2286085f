ALTER TABLE "banners" ADD COLUMN "image_url_ty" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "title_ty" text;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "name_ty" text;--> statement-breakpoint
-- The seeded mission, channels and banners of a database seeded before their Filipino texts (operators' own stay as written).
UPDATE "missions" SET "title_ty" = 'Maglaro ng 3 round sa Swerte Studio' WHERE "title" = 'Play 3 Swerte Studio rounds' AND "title_ty" IS NULL;--> statement-breakpoint
UPDATE "payment_channels" SET "name_ty" = 'Bank transfer sa BDO' WHERE "name" = 'BDO bank transfer' AND "name_ty" IS NULL;--> statement-breakpoint
UPDATE "payment_channels" SET "name_ty" = 'Online na bayad (sandbox)' WHERE "name" = 'Online payment (sandbox)' AND "name_ty" IS NULL;--> statement-breakpoint
UPDATE "banners" SET "image_url_ty" = '/banners/fil/' || substr("image_url", 10) WHERE "image_url" ~ '^/banners/[a-z0-9-]+\.svg$' AND "image_url_ty" IS NULL;
