-- Discovery (ADR 021): one nearest-first GiST index per audience, i.e. the discoverable members of
-- one gender who are interested in the other member's gender (or Everyone). A viewer walks only
-- the members who could appear in their deck, instead of every member in reach. And per audience
-- a birthdate index: for a rare age range the few members in it are read and sorted instead.
DROP INDEX "user_profiles_discoverable_geo_idx";--> statement-breakpoint
CREATE INDEX "user_profiles_deck_man_seeking_man_idx" ON "user_profiles" USING gist ("geo_point") INCLUDE ("user_id","birthdate","boosted_until","public_latitude","public_longitude") WHERE onboarding_complete and not is_blocked and role = 'user' and gender = 'Man' and interested_in && '{Man,Everyone}'::text[];
--> statement-breakpoint
CREATE INDEX "user_profiles_deck_man_seeking_woman_idx" ON "user_profiles" USING gist ("geo_point") INCLUDE ("user_id","birthdate","boosted_until","public_latitude","public_longitude") WHERE onboarding_complete and not is_blocked and role = 'user' and gender = 'Man' and interested_in && '{Woman,Everyone}'::text[];
--> statement-breakpoint
CREATE INDEX "user_profiles_deck_woman_seeking_man_idx" ON "user_profiles" USING gist ("geo_point") INCLUDE ("user_id","birthdate","boosted_until","public_latitude","public_longitude") WHERE onboarding_complete and not is_blocked and role = 'user' and gender = 'Woman' and interested_in && '{Man,Everyone}'::text[];
--> statement-breakpoint
CREATE INDEX "user_profiles_deck_woman_seeking_woman_idx" ON "user_profiles" USING gist ("geo_point") INCLUDE ("user_id","birthdate","boosted_until","public_latitude","public_longitude") WHERE onboarding_complete and not is_blocked and role = 'user' and gender = 'Woman' and interested_in && '{Woman,Everyone}'::text[];
--> statement-breakpoint
CREATE INDEX "user_profiles_deck_man_seeking_man_age_idx" ON "user_profiles" USING btree ("birthdate") INCLUDE ("user_id","geo_point","boosted_until","public_latitude","public_longitude") WHERE onboarding_complete and not is_blocked and role = 'user' and gender = 'Man' and interested_in && '{Man,Everyone}'::text[];
--> statement-breakpoint
CREATE INDEX "user_profiles_deck_man_seeking_woman_age_idx" ON "user_profiles" USING btree ("birthdate") INCLUDE ("user_id","geo_point","boosted_until","public_latitude","public_longitude") WHERE onboarding_complete and not is_blocked and role = 'user' and gender = 'Man' and interested_in && '{Woman,Everyone}'::text[];
--> statement-breakpoint
CREATE INDEX "user_profiles_deck_woman_seeking_man_age_idx" ON "user_profiles" USING btree ("birthdate") INCLUDE ("user_id","geo_point","boosted_until","public_latitude","public_longitude") WHERE onboarding_complete and not is_blocked and role = 'user' and gender = 'Woman' and interested_in && '{Man,Everyone}'::text[];
--> statement-breakpoint
CREATE INDEX "user_profiles_deck_woman_seeking_woman_age_idx" ON "user_profiles" USING btree ("birthdate") INCLUDE ("user_id","geo_point","boosted_until","public_latitude","public_longitude") WHERE onboarding_complete and not is_blocked and role = 'user' and gender = 'Woman' and interested_in && '{Woman,Everyone}'::text[];
