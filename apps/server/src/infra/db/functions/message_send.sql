-- A chat message in one round trip (docs/decisions/023-chat-send-in-one-round-trip.md): the
-- membership check, the insert (a retried client_id answers the stored message), the push for the
-- other member (push_enqueue, kind 'message') and the realtime event (infra/realtime/hub.ts
-- RealtimeEvent 'message', with the sender as frame_person shows them for the receiver's
-- message_notice), sent by NOTIFY on p_notify_channel in this same transaction. Every chat message
-- goes through here: a member's (chat/service.ts) and a demo member's (demo/).
-- Outcomes: 'not_found' (not this member's match, or a client_id used in another match),
-- 'existing' (that client_id was stored already: nothing written, nothing sent), 'sent'.
-- p_early_messages: for a message with a scam signal, the size of the early exchange
-- (chat/scam-signals.ts): the event says scam_warning, and safety_tip too when this message is one
-- of the first ones.
-- p_max_payload: the hub's NOTIFY limit; a longer event goes without its content.
-- p_kind, p_media_path, p_duration_ms: a photo or voice note (issue 35, chat/media.ts): its
-- file in the private `chat` storage area, already stored; the event carries the kind and length,
-- and the receiver's client asks chat's media route for the file (chat/media-url.ts).
-- p_call_outcome: a call's line (kind 'call', written by call_end.sql; the sender is the caller,
-- duration_ms its talking time when answered). Only a call the callee missed (missed, cancelled,
-- busy) pushes and shows a toast: one they declined or took tells them nothing new.
CREATE OR REPLACE FUNCTION "message_send"(
	p_match uuid, p_sender uuid, p_content text, p_client_id text, p_preview text,
	p_early_messages integer, p_max_payload integer, p_notify_channel text DEFAULT NULL,
	p_kind text DEFAULT 'text', p_media_path text DEFAULT NULL, p_duration_ms integer DEFAULT NULL,
	p_call_outcome text DEFAULT NULL
) RETURNS TABLE (
	outcome text, id uuid, match_id uuid, sender_id uuid, content text, client_id text,
	created_at text, safety_tip boolean, payload text, kind text, media_path text,
	duration_ms integer, call_outcome text
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_user1 uuid;
	v_user2 uuid;
	v_row messages%ROWTYPE;
	v_created text;
	v_tip boolean := false;
	v_sender json;
	v_payload text;
	v_tells boolean := p_kind <> 'call' OR p_call_outcome IN ('missed', 'cancelled', 'busy');
BEGIN
	-- KEY SHARE: an unmatch waits for this message rather than failing its foreign key.
	SELECT m.user_1_id, m.user_2_id INTO v_user1, v_user2 FROM matches m
		WHERE m.id = p_match AND (m.user_1_id = p_sender OR m.user_2_id = p_sender)
		FOR KEY SHARE;
	IF NOT FOUND THEN
		RETURN QUERY SELECT 'not_found'::text, NULL::uuid, NULL::uuid, NULL::uuid, NULL::text,
			NULL::text, NULL::text, false, NULL::text, NULL::text, NULL::text, NULL::integer,
			NULL::text;
		RETURN;
	END IF;
	INSERT INTO messages (match_id, sender_id, content, client_id, kind, media_path, duration_ms,
			call_outcome)
		VALUES (p_match, p_sender, p_content, p_client_id, p_kind, p_media_path, p_duration_ms,
			p_call_outcome)
		ON CONFLICT ON CONSTRAINT messages_client_id_once DO NOTHING
		RETURNING * INTO v_row;
	IF v_row.id IS NULL THEN
		SELECT * INTO v_row FROM messages m WHERE m.sender_id = p_sender AND m.client_id = p_client_id;
		RETURN QUERY SELECT
			CASE WHEN v_row.match_id = p_match THEN 'existing' ELSE 'not_found' END::text,
			v_row.id, v_row.match_id, v_row.sender_id, v_row.content, v_row.client_id,
			to_char(v_row.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
			false, NULL::text, v_row.kind, v_row.media_path, v_row.duration_ms, v_row.call_outcome;
		RETURN;
	END IF;
	-- As JavaScript's toISOString: milliseconds, UTC.
	v_created := to_char(v_row.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
	IF p_early_messages IS NOT NULL THEN
		v_tip := (SELECT count(*) FROM (SELECT 1 FROM messages e
			WHERE e.match_id = p_match AND e.seq <= v_row.seq LIMIT p_early_messages + 1) early)
			<= p_early_messages;
	END IF;
	IF v_tells THEN
		PERFORM push_enqueue(CASE WHEN v_user1 = p_sender THEN v_user2 ELSE v_user1 END, 'message',
			jsonb_build_object('matchId', p_match, 'senderId', p_sender, 'messageId', v_row.id));
	END IF;
	SELECT frame_person(p) INTO v_sender FROM user_profiles p WHERE p.user_id = p_sender;
	v_payload := json_build_object(
		'kind', 'message', 'match_id', p_match, 'user_ids', json_build_array(v_user1, v_user2),
		'message', jsonb_build_object('id', v_row.id, 'match_id', p_match, 'sender_id', p_sender,
			'content', v_row.content, 'client_id', v_row.client_id, 'created_at', v_created)
			|| CASE WHEN v_row.kind = 'text' THEN '{}'::jsonb
				WHEN v_row.kind = 'call' THEN jsonb_strip_nulls(jsonb_build_object('kind', 'call',
					'call_outcome', v_row.call_outcome, 'duration_ms', v_row.duration_ms))
				-- The address chat/media-url.ts makes, for the receiver's screens.
				ELSE jsonb_strip_nulls(jsonb_build_object('kind', v_row.kind,
					'media_url', '/api/messages/' || v_row.id || '/media',
					'duration_ms', v_row.duration_ms)) END
			|| CASE WHEN v_tip THEN '{"safety_tip": true}'::jsonb ELSE '{}'::jsonb END
			|| CASE WHEN p_early_messages IS NOT NULL THEN '{"scam_warning": true}'::jsonb
				ELSE '{}'::jsonb END,
		'notice', CASE WHEN v_sender IS NULL OR NOT v_tells THEN NULL
			ELSE json_build_object('sender', v_sender, 'preview', p_preview) END)::text;
	IF octet_length(v_payload) > p_max_payload THEN
		v_payload := (v_payload::jsonb || jsonb_build_object('message',
			(v_payload::jsonb -> 'message') || '{"content": null}'::jsonb))::text;
	END IF;
	IF p_notify_channel IS NOT NULL THEN
		PERFORM pg_notify(p_notify_channel, v_payload);
	END IF;
	RETURN QUERY SELECT 'sent'::text, v_row.id, v_row.match_id, v_row.sender_id, v_row.content,
		v_row.client_id, v_created, v_tip, v_payload, v_row.kind, v_row.media_path, v_row.duration_ms,
		v_row.call_outcome;
END;
$$;
