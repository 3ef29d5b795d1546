-- The Golden Pagoda gift becomes the Jasmine Garland (issue 23): a pagoda traded and resold as a
-- flirting token may offend Buddhist members. The garland takes over the pagoda's price and
-- active flag (an operator may have changed them); the picture path is shop/catalogue.ts's
-- giftImagePath, rendered by the start-up seed. Owners keep what they paid (purchase_price), so
-- their sell price does not change. Nothing else references a catalogue row, so the pagoda row
-- is deleted: it cannot be reactivated by mistake. A fresh database has no pagoda: no-op.
INSERT INTO "gifts_catalog" ("name", "price", "image_path", "is_active")
SELECT 'Jasmine Garland', "price", 'catalogue/jasmine-garland-v1.webp', "is_active"
FROM "gifts_catalog" WHERE "name" = 'Golden Pagoda'
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
UPDATE "user_gifts" SET
  "gift_catalog_id" = "garland"."id",
  "name" = "garland"."name",
  "image_path" = "garland"."image_path"
FROM "gifts_catalog" AS "pagoda", "gifts_catalog" AS "garland"
WHERE "pagoda"."name" = 'Golden Pagoda'
  AND "garland"."name" = 'Jasmine Garland'
  AND "user_gifts"."gift_catalog_id" = "pagoda"."id";--> statement-breakpoint
DELETE FROM "gifts_catalog" WHERE "name" = 'Golden Pagoda';
