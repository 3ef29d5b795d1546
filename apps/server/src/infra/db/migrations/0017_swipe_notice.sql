-- A like that makes no match is announced by swipe_record itself (docs/decisions/
-- 020-swipe-in-one-round-trip.md): the caller passes the realtime hub's channel and the event's
-- payload (infra/realtime/hub.ts, REALTIME_CHANNEL and realtimePayload), and the function sends
-- that NOTIFY in its own transaction, so a like is one round trip. Both are optional: a caller
-- that passes neither (the version before this one, during a rolling restart) publishes the
-- event itself, as before. Otherwise the function of 0015, unchanged.
DROP FUNCTION "swipe_record"(uuid, uuid, text, integer, text, boolean);--> statement-breakpoint
CREATE FUNCTION "swipe_record"(
	p_swiper uuid, p_target uuid, p_action text, p_photo_index integer, p_comment text,
	p_make_match boolean, p_notify_channel text DEFAULT NULL, p_notify_payload text DEFAULT NULL
) RETURNS TABLE (outcome text, match_id uuid, made boolean)
LANGUAGE plpgsql AS $$
DECLARE
	v_media text[];
	v_first uuid := least(p_swiper, p_target);
	v_second uuid := greatest(p_swiper, p_target);
	v_liked_back boolean;
	v_swipe uuid;
	v_made uuid;
	v_pushed integer;
BEGIN
	IF p_swiper = p_target THEN
		RETURN QUERY SELECT 'not_found'::text, NULL::uuid, false;
		RETURN;
	END IF;
	SELECT p.media INTO v_media FROM user_profiles p
		WHERE p.user_id = p_target AND p.onboarding_complete AND NOT p.is_blocked AND p.role = 'user';
	IF NOT FOUND OR EXISTS (SELECT 1 FROM blocks b
		WHERE (b.blocker_user_id = p_swiper AND b.blocked_user_id = p_target)
			OR (b.blocker_user_id = p_target AND b.blocked_user_id = p_swiper)) THEN
		RETURN QUERY SELECT 'not_found'::text, NULL::uuid, false;
		RETURN;
	END IF;
	IF p_photo_index IS NOT NULL AND p_photo_index >= coalesce(cardinality(v_media), 0) THEN
		RETURN QUERY SELECT 'bad_photo_index'::text, NULL::uuid, false;
		RETURN;
	END IF;
	-- uuid order is the order of their lowercase text: the key the TypeScript path takes.
	PERFORM pg_advisory_xact_lock(hashtextextended(v_first::text || ':' || v_second::text, 0));
	IF p_action <> 'pass' THEN
		v_liked_back := EXISTS (SELECT 1 FROM swipes s WHERE s.swiper_user_id = p_target
			AND s.swiped_user_id = p_swiper AND s.action IN ('like', 'superlike'));
		IF v_liked_back AND NOT p_make_match THEN
			RETURN QUERY SELECT 'match_pending'::text, NULL::uuid, false;
			RETURN;
		END IF;
	END IF;
	INSERT INTO swipes (swiper_user_id, swiped_user_id, action, photo_index, comment)
		VALUES (p_swiper, p_target, p_action, p_photo_index, p_comment)
		ON CONFLICT DO NOTHING RETURNING id INTO v_swipe;
	IF v_swipe IS NULL THEN
		RETURN QUERY SELECT 'already_swiped'::text, NULL::uuid, false;
		RETURN;
	END IF;
	UPDATE user_profiles SET can_undo_pass = (p_action = 'pass') WHERE user_id = p_swiper;
	IF p_action = 'pass' THEN
		RETURN QUERY SELECT 'passed'::text, NULL::uuid, false;
		RETURN;
	END IF;
	IF NOT v_liked_back THEN
		-- notifications/outbox.ts enqueuePush({ kind: 'likes' }): one row per device of a member
		-- who wants likes, collapsed into the unsent one; NOTIFY wakes the drain on commit.
		WITH queued AS (
			INSERT INTO push_outbox (subscription_id, kind, collapse_key, data)
			SELECT s.id, 'likes', 'likes', '{}'::jsonb FROM push_subscriptions s
				LEFT JOIN push_preferences pp ON pp.user_id = s.user_id
				WHERE s.user_id = p_target AND coalesce(pp.likes, true)
			ON CONFLICT (subscription_id, collapse_key) WHERE attempts = 0
			DO UPDATE SET data = excluded.data, created_at = now()
			RETURNING 1
		) SELECT count(*) INTO v_pushed FROM queued;
		IF v_pushed > 0 THEN
			PERFORM pg_notify('push_outbox', '');
		END IF;
		-- The liked member's sockets, on every process: the caller's realtime event, sent on commit.
		IF p_notify_channel IS NOT NULL THEN
			PERFORM pg_notify(p_notify_channel, p_notify_payload);
		END IF;
		RETURN QUERY SELECT 'liked'::text, NULL::uuid, false;
		RETURN;
	END IF;
	INSERT INTO matches (user_1_id, user_2_id) VALUES (v_first, v_second)
		ON CONFLICT DO NOTHING RETURNING id INTO v_made;
	RETURN QUERY SELECT 'matched'::text, m.id, v_made IS NOT NULL FROM matches m
		WHERE m.user_1_id = v_first AND m.user_2_id = v_second;
END;
$$;
