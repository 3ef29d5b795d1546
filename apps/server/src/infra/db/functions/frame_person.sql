-- A member as live frames show them (a message toast, "It's a Match!"): id, first name and the
-- avatar's URL, the one infra/storage storageUrl('media', path) makes of a stored path.
-- Used by swipe_record's match event and message_send's notice.
CREATE OR REPLACE FUNCTION "frame_person"(p user_profiles) RETURNS json
LANGUAGE sql IMMUTABLE AS $$
	SELECT json_build_object('id', p.user_id, 'first_name', coalesce(p.first_name, ''),
		'photo_url', CASE WHEN p.avatar_url IS NULL THEN NULL ELSE '/files/media/' || p.avatar_url END)
$$;
