-- The match of two members who like each other (docs/product.md#discovery-swipes-and-matches):
-- at most one per pair; when this call made it, the openers and both members' match pushes too.
-- Every way a match is made (a swipe, a gift swipe, the demo world's like) goes through here,
-- inside swipe_record, under the pair's lock.
-- Openers (docs/product.md#openers): each like's comment (not blank) or "🎁 " and its gift's
-- name becomes a real message from its sender, dated when the like was sent, inserted in the
-- likes' order so the messages' sequence follows it; client id 'opener:' and the like's id.
-- A like on a prompt writes "💬 ", the prompt's id and a new line before its comment
-- (PROMPT_OPENER_MARK in packages/shared): the chat names the prompt in the reader's language.
CREATE OR REPLACE FUNCTION "match_make"(p_a uuid, p_b uuid)
RETURNS TABLE (match_id uuid, made boolean) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_first uuid := least(p_a, p_b);
	v_second uuid := greatest(p_a, p_b);
	v_made uuid;
BEGIN
	INSERT INTO matches (user_1_id, user_2_id) VALUES (v_first, v_second)
		ON CONFLICT DO NOTHING RETURNING id INTO v_made;
	IF v_made IS NULL THEN
		RETURN QUERY SELECT m.id, false FROM matches m
			WHERE m.user_1_id = v_first AND m.user_2_id = v_second;
		RETURN;
	END IF;
	INSERT INTO messages (match_id, sender_id, content, client_id, created_at)
	SELECT v_made, s.swiper_user_id,
		CASE WHEN s.comment ~ '[^[:space:]]' AND s.prompt_id IS NOT NULL
				THEN '💬 ' || s.prompt_id || E'\n' || s.comment
			WHEN s.comment ~ '[^[:space:]]' THEN s.comment ELSE '🎁 ' || g.name END,
		'opener:' || s.id, s.created_at
	FROM swipes s LEFT JOIN user_gifts g ON g.id = s.user_gift_id
	WHERE ((s.swiper_user_id = p_a AND s.swiped_user_id = p_b)
			OR (s.swiper_user_id = p_b AND s.swiped_user_id = p_a))
		AND s.action IN ('like', 'superlike')
		AND (s.comment ~ '[^[:space:]]' OR g.name IS NOT NULL)
	ORDER BY s.created_at, s.id
	ON CONFLICT ON CONSTRAINT messages_client_id_once DO NOTHING;
	PERFORM push_enqueue(p_a, 'match', jsonb_build_object('matchId', v_made, 'otherUserId', p_b));
	PERFORM push_enqueue(p_b, 'match', jsonb_build_object('matchId', v_made, 'otherUserId', p_a));
	RETURN QUERY SELECT v_made, true;
END;
$$;
