-- Ends a video call exactly once (calls/end-call.ts, docs/decisions/040-video-calls.md): the call
-- row is locked, its outcome decided from who asks and how far it got, and its line written to the
-- conversation through message_send (kind 'call', sent by the caller, client_id 'call:<id>'), all
-- in one transaction, so two hang-ups at once leave one line.
-- p_action: 'end' (a party hangs up or their socket closed), 'decline' and 'busy' (the callee,
-- while it rings), 'timeout' (it rang p_ring_seconds unanswered), 'supersede' (a new invite in the
-- same match: this one was left behind, e.g. by a crashed process).
-- Outcomes: 'not_found' (no such call of this member: never, or gone with its match), 'refused'
-- (not this member's to do, or not yet), 'already' (ended before: its outcome, for a late
-- hang-up), 'ended' (with the line's realtime event in payload, NOTIFYed on p_notify_channel).
CREATE OR REPLACE FUNCTION "call_end"(
	p_call uuid, p_user uuid, p_action text, p_ring_seconds integer, p_preview text,
	p_max_payload integer, p_notify_channel text DEFAULT NULL
) RETURNS TABLE (
	outcome text, match_id uuid, caller_id uuid, callee_id uuid, call_outcome text,
	duration_ms integer, payload text
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v calls%ROWTYPE;
	v_rung boolean;
	v_outcome text;
	v_duration integer;
	v_payload text;
BEGIN
	-- The match first, as message_send locks it: an unmatch (whose cascade deletes the call) waits
	-- for this line rather than deadlocking with it.
	PERFORM 1 FROM matches m WHERE m.id = (SELECT c.match_id FROM calls c WHERE c.id = p_call)
		FOR KEY SHARE;
	SELECT * INTO v FROM calls c WHERE c.id = p_call AND p_user IN (c.caller_id, c.callee_id)
		FOR UPDATE;
	IF NOT FOUND THEN
		RETURN QUERY SELECT 'not_found'::text, NULL::uuid, NULL::uuid, NULL::uuid, NULL::text,
			NULL::integer, NULL::text;
		RETURN;
	END IF;
	IF v.status = 'ended' THEN
		RETURN QUERY SELECT 'already'::text, v.match_id, v.caller_id, v.callee_id, v.outcome,
			CASE WHEN v.outcome = 'completed' THEN
				(extract(epoch FROM v.ended_at - v.answered_at) * 1000)::integer END,
			NULL::text;
		RETURN;
	END IF;
	v_rung := v.created_at <= now() - make_interval(secs => p_ring_seconds);
	IF v.status = 'active' THEN
		IF p_action IN ('end', 'supersede') THEN
			v_outcome := 'completed';
			-- A call left behind has no known end: its line gives no length.
			IF p_action = 'end' THEN
				v_duration := (extract(epoch FROM now() - v.answered_at) * 1000)::integer;
			END IF;
		END IF;
	ELSIF p_action = 'supersede' THEN
		v_outcome := CASE WHEN v_rung THEN 'missed' ELSE 'cancelled' END;
	ELSIF p_action = 'timeout' THEN
		v_outcome := CASE WHEN v_rung THEN 'missed' END;
	ELSIF p_user = v.callee_id THEN
		-- The callee hanging up a call that rings declines it.
		v_outcome := CASE p_action WHEN 'busy' THEN 'busy' ELSE 'declined' END;
	ELSIF p_action = 'end' THEN
		v_outcome := CASE WHEN v_rung THEN 'missed' ELSE 'cancelled' END;
	END IF;
	IF v_outcome IS NULL THEN
		RETURN QUERY SELECT 'refused'::text, v.match_id, v.caller_id, v.callee_id, NULL::text,
			NULL::integer, NULL::text;
		RETURN;
	END IF;
	UPDATE calls SET status = 'ended', outcome = v_outcome, ended_at = now() WHERE id = p_call;
	SELECT s.payload INTO v_payload FROM message_send(v.match_id, v.caller_id, '',
		'call:' || p_call, p_preview, NULL, p_max_payload, p_notify_channel, 'call', NULL,
		v_duration, v_outcome) s;
	RETURN QUERY SELECT 'ended'::text, v.match_id, v.caller_id, v.callee_id, v_outcome, v_duration,
		v_payload;
END;
$$;
