-- Every swipe: a like, super like or pass, a gift swipe (p_user_gift_id, the gift already moved by
-- the caller's transaction) and a demo member's like (docs/decisions/020-swipe-in-one-round-trip.md).
-- Checks the target (discoverable, not blocked either way, the liked photo or prompt exists),
-- takes the pair's lock, stores the swipe once, sets the undo flag; a like that meets no like queues the
-- "N people like you" push, a like that meets a like makes the match (match_make) with
-- p_match_here and answers the match's realtime event (infra/realtime/hub.ts 'matched').
-- p_notify_payload: the like's realtime event, answered back for the caller to publish;
-- p_notify_channel (unused by this version's callers) would NOTIFY it in the commit.
-- Without p_match_here (a process of the version before 0019, during a rolling restart) a like
-- that would match answers 'match_pending', or with p_make_match makes the match without its event.
CREATE OR REPLACE FUNCTION "swipe_record"(
	p_swiper uuid, p_target uuid, p_action text, p_photo_index integer, p_comment text,
	p_make_match boolean, p_notify_channel text DEFAULT NULL, p_notify_payload text DEFAULT NULL,
	p_match_here boolean DEFAULT false, p_user_gift_id uuid DEFAULT NULL,
	p_prompt_id text DEFAULT NULL
) RETURNS TABLE (outcome text, match_id uuid, made boolean, event text)
LANGUAGE plpgsql AS $$
DECLARE
	v_media text[];
	v_liked_back boolean;
	v_swipe uuid;
	v_match uuid;
	v_made boolean;
	v_event text;
BEGIN
	IF p_swiper = p_target THEN
		RETURN QUERY SELECT 'not_found'::text, NULL::uuid, false, NULL::text;
		RETURN;
	END IF;
	SELECT p.media INTO v_media FROM user_profiles p
		WHERE p.user_id = p_target AND is_discoverable(p);
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
	IF p_prompt_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM profile_prompts pp
		WHERE pp.user_id = p_target AND pp.prompt_id = p_prompt_id) THEN
		RETURN QUERY SELECT 'bad_prompt'::text, NULL::uuid, false, NULL::text;
		RETURN;
	END IF;
	-- One lock per pair, whoever swipes: uuid order is the order of their lowercase text.
	PERFORM pg_advisory_xact_lock(hashtextextended(
		least(p_swiper, p_target)::text || ':' || greatest(p_swiper, p_target)::text, 0));
	IF p_action <> 'pass' THEN
		v_liked_back := EXISTS (SELECT 1 FROM swipes s WHERE s.swiper_user_id = p_target
			AND s.swiped_user_id = p_swiper AND s.action IN ('like', 'superlike'));
		IF v_liked_back AND NOT p_make_match AND NOT p_match_here THEN
			RETURN QUERY SELECT 'match_pending'::text, NULL::uuid, false, NULL::text;
			RETURN;
		END IF;
	END IF;
	INSERT INTO swipes (swiper_user_id, swiped_user_id, action, photo_index, comment, user_gift_id,
			prompt_id)
		VALUES (p_swiper, p_target, p_action, p_photo_index, p_comment, p_user_gift_id, p_prompt_id)
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
		PERFORM push_enqueue(p_target, 'likes', '{}'::jsonb);
		IF p_notify_channel IS NOT NULL THEN
			PERFORM pg_notify(p_notify_channel, p_notify_payload);
		END IF;
		RETURN QUERY SELECT 'liked'::text, NULL::uuid, false, p_notify_payload;
		RETURN;
	END IF;
	SELECT m.match_id, m.made INTO v_match, v_made FROM match_make(p_swiper, p_target) m;
	IF NOT p_match_here THEN
		RETURN QUERY SELECT 'matched'::text, v_match, v_made, NULL::text;
		RETURN;
	END IF;
	v_event := json_build_object(
		'kind', 'matched', 'match_id', v_match, 'user_ids', json_build_array(p_swiper, p_target),
		'people', (SELECT coalesce(json_agg(frame_person(p)), '[]'::json)
			FROM user_profiles p WHERE p.user_id IN (p_swiper, p_target)))::text;
	IF p_notify_channel IS NOT NULL THEN
		PERFORM pg_notify(p_notify_channel, v_event);
	END IF;
	RETURN QUERY SELECT 'matched'::text, v_match, v_made, v_event;
END;
$$;
