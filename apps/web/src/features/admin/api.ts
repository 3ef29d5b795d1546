import {
  type AdminBlockWithReason,
  type AuditFilter,
  adminAuditResponseSchema,
  adminImpersonateResponseSchema,
  adminPasswordResetResponseSchema,
  adminStatsSchema,
  adminUserSchema,
  adminUsersResponseSchema,
  memberOverviewSchema,
  type ReportQueueQuery,
  type ResolveReportsRequest,
  type ReviewReportsRequest,
  reportQueueResponseSchema,
  resolveReportsResponseSchema,
  reviewReportsResponseSchema,
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
  reports: (query: Partial<ReportQueueQuery>) => ['admin', 'reports', query] as const,
  member: (id: string) => ['admin', 'member', id] as const,
  audit: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
};

/** GET /api/admin/stats: the dashboard's seven counts. */
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

/** The query string of a filter: empty values left out. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * GET /api/admin/reports?state=&reason=&q=&cursor=: the Reports queue, "Load more" paging by
 * keyset, so members decided on one page never push others past the next.
 */
export function useReportQueue(query: Omit<Partial<ReportQueueQuery>, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(query),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(`/api/admin/reports${queryString({ ...query, cursor: pageParam })}`, {
        signal,
        parse: reportQueueResponseSchema.parse,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
  });
}

/** GET /api/admin/users/:id/overview: the member page. */
export function useMemberOverview(id: string) {
  return useQuery({
    queryKey: adminKeys.member(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(id)}/overview`, {
        signal,
        parse: memberOverviewSchema.parse,
      }),
  });
}

/** GET /api/admin/audit?admin=&member=&action=&from=&to=&cursor=: newest first. */
export function useAdminAudit(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(`/api/admin/audit${queryString({ ...filter, cursor: pageParam })}`, {
        signal,
        parse: adminAuditResponseSchema.parse,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of the same filter (a plain link: the browser downloads it). */
export const auditCsvUrl = (filter: AuditFilter) => `/api/admin/audit.csv${queryString(filter)}`;

/** Every admin answer may change after an action: users, reports, counts, the log. */
function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}

/** POST /api/admin/users/:id/block {blocked, reason, resolve_reports}. */
export function useSetBlocked() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: string } & AdminBlockWithReason) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/block`, {
        body,
        parse: adminUserSchema.parse,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/reports/resolve {user_ids, report_ids, note}: bulk, one audit entry per member. */
export function useResolveReports() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (body: ResolveReportsRequest) =>
      apiFetch('/api/admin/reports/resolve', {
        body,
        parse: resolveReportsResponseSchema.parse,
      }),
    onSuccess: refresh,
  });
}

/**
 * POST /api/admin/users/:id/impersonate {reason} (kept in the audit log), then opens the
 * one-time link in a new tab.
 */
export function useViewAs() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async ({ userId, reason }: { userId: string; reason: string }) => {
      const { magic_link } = await apiFetch(
        `/api/admin/users/${encodeURIComponent(userId)}/impersonate`,
        { body: { reason }, parse: adminImpersonateResponseSchema.parse },
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

/**
 * POST /api/admin/reports/:reportedUserId/review {report_ids}: the open reports the moderator saw
 * become reviewed; `left_open` counts reports that arrived since (they stay open).
 */
export function useReviewReports() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ userId, reportIds }: { userId: string; reportIds: string[] }) =>
      apiFetch(`/api/admin/reports/${encodeURIComponent(userId)}/review`, {
        body: { report_ids: reportIds } satisfies ReviewReportsRequest,
        parse: reviewReportsResponseSchema.parse,
      }),
    onSuccess: refresh,
  });
}
