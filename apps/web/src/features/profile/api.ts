import type { OwnProfile, PublicProfile, UpdateProfileRequest } from '@dating/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { OFFLINE } from '../../lib/offline/persistQueries';

/**
 * Answers are typed, not parsed: the server serialises them through the same shared schemas, and
 * zod stays off a member's first screens (issue #22).
 */

/** Query keys of the own profile; mutations that change it invalidate `profileKeys.me`. */
export const profileKeys = {
  me: ['me'] as const,
  member: (userId: string) => ['profiles', userId] as const,
};

/** The signed-in member's own full profile (GET /api/me). */
export function useMe() {
  return useQuery<OwnProfile>({
    queryKey: profileKeys.me,
    queryFn: ({ signal }) => apiFetch<OwnProfile>('/api/me', { signal }),
    meta: OFFLINE,
  });
}

/** Another member's public profile (GET /api/profiles/:userId); 404 when not visible. */
export function useMemberProfile(userId: string | undefined) {
  return useQuery<PublicProfile>({
    queryKey: profileKeys.member(userId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<PublicProfile>(`/api/profiles/${encodeURIComponent(userId ?? '')}`, { signal }),
    enabled: Boolean(userId),
  });
}

/** PATCH /api/me with only the changed fields; the answer replaces the cached profile. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      apiFetch<OwnProfile>('/api/me', { method: 'PATCH', body }),
    onSuccess: (profile) => client.setQueryData(profileKeys.me, profile),
  });
}
