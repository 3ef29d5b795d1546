import {
  type AdminKycDecisionRequest,
  adminKycDecisionResponseSchema,
  adminKycListResponseSchema,
} from '@dating/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export type KycFilter = 'pending' | 'all';
/** `queue`: the server's order (pending oldest first, all newest first); `risk`: faces first. */
export type KycOrder = 'queue' | 'risk';

export const adminKycKeys = {
  all: ['admin', 'kyc'] as const,
  list: (filter: KycFilter, order: KycOrder = 'queue') => ['admin', 'kyc', filter, order] as const,
};

/** The list's URL: the filter, the order, and the cursor of the page after the first. */
export function adminKycUrl(
  filter: KycFilter,
  cursor: string | undefined,
  order: KycOrder = 'queue',
): string {
  const query = new URLSearchParams();
  if (filter === 'pending') query.set('status', 'pending');
  if (order === 'risk') query.set('sort', 'risk');
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `/api/admin/kyc?${text}` : '/api/admin/kyc';
}

/**
 * GET /api/admin/kyc: the open queue oldest first, or every request newest first, or by the
 * faces' risk; "Load more" paging by keyset (decision 025: nothing is cut off).
 */
export function useAdminKyc(filter: KycFilter, order: KycOrder = 'queue') {
  return useInfiniteQuery({
    queryKey: adminKycKeys.list(filter, order),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(adminKycUrl(filter, pageParam, order), {
        signal,
        parse: adminKycListResponseSchema.parse,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/**
 * POST /api/admin/kyc/:id/decision: answers the request with `outcome` (`already_decided` when
 * the same decision had been made: a double click, a second tab). The lists and the dashboard
 * counts are fetched again.
 */
export function useKycDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminKycDecisionRequest & { id: string }) =>
      apiFetch(`/api/admin/kyc/${encodeURIComponent(id)}/decision`, {
        method: 'POST',
        body,
        parse: adminKycDecisionResponseSchema.parse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
