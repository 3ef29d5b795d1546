-- A like that meets a like makes the match in the same call (docs/decisions/
-- 020-swipe-in-one-round-trip.md): with p_match_here the function, still under the pair's lock,
-- writes the match, the openers (chat/openers.ts: each like's comment, or "🎁 " and its gift's
-- name, in the order the likes were sent, client id 'opener:' and the like's id), both members'
-- match pushes (the SQL of notifications/outbox.ts, kind 'match', with its NOTIFY) and, with
-- p_notify_channel, the match's realtime event (infra/realtime/hub.ts 'matched', both members as
-- profiles/frame-person.ts shows them), all committed together, and answers that event's payload.
-- Without p_match_here (the version before this one, during a rolling restart) a like that would
-- match answers 'match_pending' as in 0017, and the caller makes the match in its own transaction.
DROP FUNCTION "swipe_record"(uuid, uuid, text, integer, text, boolean, text, text);--> statement-breakpoint
CREATE FUNCTION "swipe_record"(
	p_swiper uuid, p_target uuid, p_action text, p_photo_index integer, p_comment text,
	p_make_match boolean, p_notify_channel text DEFAULT NULL, p_notify_payload text DEFAULT NULL,
	p_match_here boolean DEFAULT false
) RETURNS TABLE (outcome text, match_id uuid, made boolean, event text)
LANGUAGE plpgsql AS $$
DECLARE
	v_media text[];
	v_first uuid := least(p_swiper, p_target);
	v_second uuid := greatest(p_swiper, p_target);
	v_liked_back boolean;
	v_swipe uuid;
	v_made uuid;
	v_match uuid;
	v_pushed integer;
	v_event text;
BEGIN
	IF p_swiper = p_target THEN
		RETURN QUERY SELECT 'not_found'::text, NULL::uuid, false, NULL::text;
		RETURN;
	END IF;
	SELECT p.media INTO v_media FROM user_profiles p
		WHERE p.user_id = p_target AND p.onboarding_complete AND NOT p.is_blocked AND p.role = 'user';
	IF NOT FOUND OR EXISTS (SELECT 1 FROM blocks b
		WHERE (b.blocker_user_id = p_swiper AND b.blocked_user_id = p_target)
			OR (b.blocker_user_id = p_target AND b.blocked_user_id = p_swiper)) THEN
		RETURN QUERY SELECT 'not_found'::text, NULL::uuid, false, NULL::text;
		RETURN;
	END IF;
	IF p_photo_index IS NOT NULL AND p_photo_index >= coalesce(cardinality(v_media), 0) THEN
		RETURN QUERY SELECT 'bad_photo_index'::text, NULL::uuid, false, NULL::text;
		RETURN;
	END IF;
	-- uuid order is the order of their lowercase text: the key the TypeScript path takes.
	PERFORM pg_advisory_xact_lock(hashtextextended(v_first::text || ':' || v_second::text, 0));
	IF p_action <> 'pass' THEN
		v_liked_back := EXISTS (SELECT 1 FROM swipes s WHERE s.swiper_user_id = p_target
			AND s.swiped_user_id = p_swiper AND s.action IN ('like', 'superlike'));
		IF v_liked_back AND NOT p_make_match AND NOT p_match_here THEN
			RETURN QUERY SELECT 'match_pending'::text, NULL::uuid, false, NULL::text;
			RETURN;
		END IF;
	END IF;
	INSERT INTO swipes (swiper_user_id, swiped_user_id, action, photo_index, comment)
		VALUES (p_swiper, p_target, p_action, p_photo_index, p_comment)
		ON CONFLICT DO NOTHING RETURNING id INTO v_swipe;
	IF v_swipe IS NULL THEN
		RETURN QUERY SELECT 'already_swiped'::text, NULL::uuid, false, NULL::text;
		RETURN;
	END IF;
	UPDATE user_profiles SET can_undo_pass = (p_action = 'pass') WHERE user_id = p_swiper;
	IF p_action = 'pass' THEN
		RETURN QUERY SELECT 'passed'::text, NULL::uuid, false, NULL::text;
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
		RETURN QUERY SELECT 'liked'::text, NULL::uuid, false, p_notify_payload;
		RETURN;
	END IF;
	INSERT INTO matches (user_1_id, user_2_id) VALUES (v_first, v_second)
		ON CONFLICT DO NOTHING RETURNING id INTO v_made;
	SELECT m.id INTO v_match FROM matches m WHERE m.user_1_id = v_first AND m.user_2_id = v_second;
	IF NOT p_match_here THEN
		RETURN QUERY SELECT 'matched'::text, v_match, v_made IS NOT NULL, NULL::text;
		RETURN;
	END IF;
	IF v_made IS NOT NULL THEN
		-- chat/openers.ts storeOpeners: one message per like with a comment (not blank) or a gift,
		-- inserted in the likes' order so the messages' sequence follows it.
		INSERT INTO messages (match_id, sender_id, content, client_id, created_at)
		SELECT v_made, s.swiper_user_id,
			CASE WHEN s.comment ~ '[^[:space:]]' THEN s.comment ELSE '🎁 ' || g.name END,
			'opener:' || s.id, s.created_at
		FROM swipes s LEFT JOIN user_gifts g ON g.id = s.user_gift_id
		WHERE ((s.swiper_user_id = p_swiper AND s.swiped_user_id = p_target)
				OR (s.swiper_user_id = p_target AND s.swiped_user_id = p_swiper))
			AND s.action IN ('like', 'superlike')
			AND (s.comment ~ '[^[:space:]]' OR g.name IS NOT NULL)
		ORDER BY s.created_at, s.id
		ON CONFLICT ON CONSTRAINT messages_client_id_once DO NOTHING;
		-- notifications/outbox.ts enqueuePush({ kind: 'match' }) for each member.
		WITH queued AS (
			INSERT INTO push_outbox (subscription_id, kind, collapse_key, data)
			SELECT s.id, 'match', 'match:' || v_made,
				jsonb_build_object('matchId', v_made, 'otherUserId',
					CASE WHEN s.user_id = p_swiper THEN p_target ELSE p_swiper END)
			FROM push_subscriptions s
			LEFT JOIN push_preferences pp ON pp.user_id = s.user_id
			WHERE s.user_id IN (p_swiper, p_target) AND coalesce(pp.matches, true)
			ON CONFLICT (subscription_id, collapse_key) WHERE attempts = 0
			DO UPDATE SET data = excluded.data, created_at = now()
			RETURNING 1
		) SELECT count(*) INTO v_pushed FROM queued;
		IF v_pushed > 0 THEN
			PERFORM pg_notify('push_outbox', '');
		END IF;
	END IF;
	-- Both members as frames show a person (profiles/frame-person.ts): the photo's URL is the one
	-- storageUrl('media', path) makes of a stored path.
	v_event := json_build_object(
		'kind', 'matched', 'match_id', v_match, 'user_ids', json_build_array(p_swiper, p_target),
		'people', (SELECT coalesce(json_agg(json_build_object('id', p.user_id,
				'first_name', coalesce(p.first_name, ''),
				'photo_url', CASE WHEN p.avatar_url IS NULL THEN NULL
					ELSE '/files/media/' || p.avatar_url END)), '[]'::json)
			FROM user_profiles p WHERE p.user_id IN (p_swiper, p_target)))::text;
	IF p_notify_channel IS NOT NULL THEN
		PERFORM pg_notify(p_notify_channel, v_event);
	END IF;
	RETURN QUERY SELECT 'matched'::text, v_match, v_made IS NOT NULL, v_event;
END;
$$;
