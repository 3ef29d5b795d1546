import {
  type OwnProfile,
  ownProfileSchema,
  type PublicProfile,
  photoUploadResponseSchema,
  publicProfileSchema,
  type ReportReason,
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

/** Uploads one photo (multipart `file`); it joins the profile when the edit is saved. */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch('/api/me/photos', { body, parse: photoUploadResponseSchema.parse });
    },
  });
}

/** Removes a photo at once (from the profile too, when it was saved there). */
export function useRemovePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => apiFetch('/api/me/photos', { method: 'DELETE', body: { path } }),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.me }),
  });
}

export interface ReportInput {
  reported_user_id: string;
  reason: ReportReason;
  details?: string;
}

/** POST /api/reports (spec: reports insert). */
export function useSubmitReport() {
  return useMutation({
    mutationFn: (body: ReportInput) => apiFetch('/api/reports', { method: 'POST', body }),
  });
}
