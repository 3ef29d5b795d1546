-- Others only ever see a member's public point: the private one moved by a random 1-2.95 km in
-- a random direction (docs/decisions on safe-to-meet; migration 0009 made the columns and the
-- trigger). The offset is kept while the member stays within 5 km of where it was drawn (an
-- offset redrawn at every small move would average out), so a trigger owns it: every writer
-- (onboarding, seeds, tests, benchmarks) gets it without knowing.
CREATE OR REPLACE FUNCTION "user_profiles_public_point"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
