import {
  type OwnProfile,
  ownProfileSchema,
  type PublicProfile,
  publicProfileSchema,
  type UpdateProfileRequest,
} from '@dating/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

/** Query keys of the own profile; mutations that change it invalidate `profileKeys.me`. */
export const profileKeys = {
  me: ['me'] as const,
  member: (userId: string) => ['profiles', userId] as const,
};

/** The signed-in member's own full profile (GET /api/me). */
export function useMe() {
  return useQuery<OwnProfile>({
    queryKey: profileKeys.me,
    queryFn: ({ signal }) => apiFetch('/api/me', { signal, parse: ownProfileSchema.parse }),
  });
}

/** Another member's public profile (GET /api/profiles/:userId); 404 when not visible. */
export function useMemberProfile(userId: string | undefined) {
  return useQuery<PublicProfile>({
    queryKey: profileKeys.member(userId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch(`/api/profiles/${encodeURIComponent(userId ?? '')}`, {
        signal,
        parse: publicProfileSchema.parse,
      }),
    enabled: Boolean(userId),
  });
}

/** PATCH /api/me with only the changed fields; the answer replaces the cached profile. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      apiFetch('/api/me', { method: 'PATCH', body, parse: ownProfileSchema.parse }),
    onSuccess: (profile) => client.setQueryData(profileKeys.me, profile),
  });
}
