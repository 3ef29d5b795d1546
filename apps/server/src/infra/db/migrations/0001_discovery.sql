ALTER TABLE "user_profiles" ADD COLUMN "geo_point" "point" GENERATED ALWAYS AS (point(location_longitude * cos(radians(location_latitude)), location_latitude)) STORED;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "can_undo_pass" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "user_profiles_discoverable_geo_idx" ON "user_profiles" USING gist ("geo_point") WHERE onboarding_complete and not is_blocked and role = 'user';