import { boostResponseSchema } from '@dating/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { profileKeys } from '../profile';

/** The end of an active boost, or null when there is none (active while in the future). */
export function activeBoostUntil(boostedUntil: string | null, now = Date.now()): Date | null {
  if (!boostedUntil) return null;
  const until = new Date(boostedUntil);
  return until.getTime() > now ? until : null;
}

/** POST /api/me/boost: 24 hours on the Explore page; 409 BOOST_ACTIVE while one runs. */
export function useBoost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/me/boost', { method: 'POST', parse: boostResponseSchema.parse }),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.me }),
  });
}

/** DELETE /api/me: the account and its data go; the caller then signs out locally. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiFetch('/api/me', { method: 'DELETE' }),
  });
}
