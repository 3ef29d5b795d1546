-- A member others may see: finished onboarding, not blocked by an admin, not staff
-- (docs/product.md#discovery-swipes-and-matches). The one definition: profiles/visibility.ts,
-- the deck, the badges, pushes and swipe_record all ask this function.
-- LANGUAGE sql and IMMUTABLE so the planner inlines it: a query that asks it still matches the
-- deck's partial indexes, whose predicates spell the same test out (migrations 0002, 0016).
CREATE OR REPLACE FUNCTION "is_discoverable"(p user_profiles) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
	SELECT p.onboarding_complete AND NOT p.is_blocked AND p.role = 'user'
$$;
