-- Issue 16. Others only ever see a member's public point: the private one moved by a random
-- 1-2.95 km in a random direction. The offset is kept while the member stays within 5 km of where
-- it was drawn (an offset redrawn at every small move would average out), so a trigger owns it:
-- every writer (onboarding, seeds, tests, benchmarks) gets it without knowing.
ALTER TABLE "user_profiles" ADD COLUMN "public_latitude" double precision;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "public_longitude" double precision;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "search_moved_at" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_profiles_public_point() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  km_per_degree constant double precision := 111.195;
  distance double precision;
  angle double precision;
BEGIN
  IF NEW.location_latitude IS NULL OR NEW.location_longitude IS NULL THEN
    NEW.public_latitude := NULL;
    NEW.public_longitude := NULL;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.public_latitude IS NOT NULL AND OLD.location_latitude IS NOT NULL
    AND km_per_degree * sqrt(power(NEW.location_latitude - OLD.location_latitude, 2)
      + power((NEW.location_longitude - OLD.location_longitude) * cos(radians(NEW.location_latitude)), 2)) < 5 THEN
    -- A small move carries the same offset along.
    NEW.public_latitude := OLD.public_latitude + (NEW.location_latitude - OLD.location_latitude);
    NEW.public_longitude := OLD.public_longitude + (NEW.location_longitude - OLD.location_longitude);
    RETURN NEW;
  END IF;
  -- At most 2.95 km: with rounding to whole km, a shown distance stays within 3.5 km of the truth.
  distance := 1 + 1.95 * random();
  angle := 2 * pi() * random();
  NEW.public_latitude := NEW.location_latitude + distance * cos(angle) / km_per_degree;
  NEW.public_longitude := NEW.location_longitude
    + distance * sin(angle) / (km_per_degree * greatest(cos(radians(NEW.location_latitude)), 0.01));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_profiles_public_point" BEFORE INSERT OR UPDATE OF "location_latitude", "location_longitude" ON "user_profiles" FOR EACH ROW EXECUTE FUNCTION user_profiles_public_point();--> statement-breakpoint
UPDATE "user_profiles" SET "location_latitude" = "location_latitude" WHERE "location_latitude" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "geo_point";--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "geo_point" "point" GENERATED ALWAYS AS (point(public_longitude * cos(radians(public_latitude)), public_latitude)) STORED;--> statement-breakpoint
CREATE INDEX "user_profiles_discoverable_geo_idx" ON "user_profiles" USING gist ("geo_point") INCLUDE ("user_id","gender","interested_in","birthdate","boosted_until","public_latitude","public_longitude") WHERE onboarding_complete and not is_blocked and role = 'user';--> statement-breakpoint
CREATE INDEX "user_profiles_discoverable_boosted_idx" ON "user_profiles" USING btree ("boosted_until") INCLUDE ("user_id","geo_point","gender","interested_in","birthdate","public_latitude","public_longitude") WHERE onboarding_complete and not is_blocked and role = 'user';--> statement-breakpoint
-- Perceptual hashes (64-bit pHash of the image and of its mirror) of every stored profile
-- photo, verification selfie and deposit proof, to flag the same picture on two accounts.
CREATE TABLE "image_hashes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_hashes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"hash" bigint NOT NULL,
	"mirror_hash" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_hashes_kind" CHECK ("image_hashes"."kind" in ('photo', 'selfie', 'proof'))
);--> statement-breakpoint
ALTER TABLE "image_hashes" ADD CONSTRAINT "image_hashes_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "image_hashes_kind_path_idx" ON "image_hashes" USING btree ("kind","path");--> statement-breakpoint
CREATE INDEX "image_hashes_user_id_idx" ON "image_hashes" USING btree ("user_id");
