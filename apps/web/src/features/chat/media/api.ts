import type { ChatMessage } from '@dating/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storeMessage } from '../api';
import { newClientId } from '../messages';

export type MediaKind = 'photo' | 'voice';

/** POST /api/matches/:matchId/media: a photo or voice note, as multipart (issue 35). */
export function postMedia(matchId: string, kind: MediaKind, file: Blob, clientId: string) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('client_id', clientId);
  form.set('file', file, kind === 'photo' ? 'photo.jpg' : 'voice');
  return apiFetch<ChatMessage>(`/api/matches/${encodeURIComponent(matchId)}/media`, {
    body: form,
  });
}

/** Sends a photo or voice note; the stored message joins the thread and the chat list. */
export function useSendMedia(matchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: MediaKind; file: Blob }) =>
      postMedia(matchId, kind, file, newClientId()),
    onSuccess: (message) => storeMessage(client, message),
  });
}

/** POST /api/messages/:id/heard: the receiver played a voice note. */
export function markHeard(messageId: string) {
  return apiFetch<null>(`/api/messages/${encodeURIComponent(messageId)}/heard`, {
    method: 'POST',
  });
}

/** A voice note's length as m:ss. */
export function durationLabel(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
