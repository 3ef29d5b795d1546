-- The push outbox (docs/decisions/029-push-uploads-headers.md): one row per device of a member
-- who wants this kind of push, written in the caller's transaction, so a push exists exactly when
-- its event committed. A row not yet sent for the same device and key takes the newer event (a
-- burst of messages is one push on the phone); NOTIFY wakes every process's drain on commit.
-- The collapse key: one notification per conversation, per match, for all likes, per decision.
-- Called by notifications/outbox.ts enqueuePush and by swipe_record, match_make, message_send.
-- Answers how many rows were written or refreshed.
CREATE OR REPLACE FUNCTION "push_enqueue"(p_user uuid, p_kind text, p_data jsonb)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	v_key text := CASE p_kind
		WHEN 'match' THEN 'match:' || (p_data ->> 'matchId')
		WHEN 'message' THEN 'chat:' || (p_data ->> 'matchId')
		WHEN 'likes' THEN 'likes'
		WHEN 'decision' THEN (p_data ->> 'subject') || ':' || (p_data ->> 'id')
	END;
	v_queued integer;
BEGIN
	IF v_key IS NULL THEN
		RAISE EXCEPTION 'push_enqueue: unknown kind %', p_kind;
	END IF;
	WITH queued AS (
		INSERT INTO push_outbox (subscription_id, kind, collapse_key, data)
		SELECT s.id, p_kind, v_key, p_data FROM push_subscriptions s
			LEFT JOIN push_preferences pp ON pp.user_id = s.user_id
			WHERE s.user_id = p_user AND coalesce(CASE p_kind
				WHEN 'match' THEN pp.matches
				WHEN 'message' THEN pp.messages
				WHEN 'likes' THEN pp.likes
				WHEN 'decision' THEN pp.decisions
			END, true)
		ON CONFLICT (subscription_id, collapse_key) WHERE attempts = 0
		DO UPDATE SET data = excluded.data, created_at = now()
		RETURNING 1
	) SELECT count(*) INTO v_queued FROM queued;
	IF v_queued > 0 THEN
		PERFORM pg_notify('push_outbox', '');
	END IF;
	RETURN v_queued;
END;
$$;
