import {
  type AdminBlockRequest,
  adminAuditResponseSchema,
  adminImpersonateResponseSchema,
  adminPasswordResetResponseSchema,
  adminReportsResponseSchema,
  adminStatsSchema,
  adminUserSchema,
  adminUsersResponseSchema,
} from '@dating/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  reports: ['admin', 'reports'] as const,
  audit: ['admin', 'audit'] as const,
};

/** GET /api/admin/stats: the dashboard's six counts. */
export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/stats', { signal, parse: adminStatsSchema.parse }),
    refetchOnWindowFocus: 'always',
  });
}

const withCursor = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** GET /api/admin/users?q=&cursor=: newest first, server-side search, "Load more" paging. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(withCursor('/api/admin/users', { q, cursor: pageParam }), {
        signal,
        parse: adminUsersResponseSchema.parse,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // While a new search loads, the previous results stay on screen.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports: grouped per reported member, most reported first. */
export function useAdminReports() {
  return useQuery({
    queryKey: adminKeys.reports,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/reports', { signal, parse: adminReportsResponseSchema.parse }),
  });
}

/** GET /api/admin/audit?cursor=: newest first. */
export function useAdminAudit() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(withCursor('/api/admin/audit', { cursor: pageParam }), {
        signal,
        parse: adminAuditResponseSchema.parse,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** Every admin answer may change after an action: users, reports, counts, the log. */
function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}

/** POST /api/admin/users/:id/block {blocked}. */
export function useSetBlocked() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string } & AdminBlockRequest) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/block`, {
        body: { blocked },
        parse: adminUserSchema.parse,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/:id/impersonate, then opens the one-time link in a new tab. */
export function useViewAs() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async (userId: string) => {
      const { magic_link } = await apiFetch(
        `/api/admin/users/${encodeURIComponent(userId)}/impersonate`,
        { method: 'POST', parse: adminImpersonateResponseSchema.parse },
      );
      window.open(magic_link, '_blank');
      return magic_link;
    },
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/:id/password-reset: the temporary password, shown once. */
export function useResetPassword() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/password-reset`, {
        method: 'POST',
        parse: adminPasswordResetResponseSchema.parse,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/reports/:reportedUserId/review: that member's pending reports are reviewed. */
export function useReviewReports() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch(`/api/admin/reports/${encodeURIComponent(userId)}/review`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
