import {
  type AdminKycDecisionRequest,
  type AdminKycListResponse,
  adminKycListResponseSchema,
  adminKycRequestSchema,
} from '@dating/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export type KycFilter = 'pending' | 'all';

export const adminKycKeys = {
  all: ['admin', 'kyc'] as const,
  list: (filter: KycFilter) => ['admin', 'kyc', filter] as const,
};

/** GET /api/admin/kyc: newest first, every status or only pending ones. */
export function useAdminKyc(filter: KycFilter) {
  return useQuery<AdminKycListResponse>({
    queryKey: adminKycKeys.list(filter),
    queryFn: ({ signal }) =>
      apiFetch(filter === 'pending' ? '/api/admin/kyc?status=pending' : '/api/admin/kyc', {
        signal,
        parse: adminKycListResponseSchema.parse,
      }),
  });
}

/** POST /api/admin/kyc/:id/decision; the lists and the dashboard counts are fetched again. */
export function useKycDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminKycDecisionRequest & { id: string }) =>
      apiFetch(`/api/admin/kyc/${encodeURIComponent(id)}/decision`, {
        method: 'POST',
        body,
        parse: adminKycRequestSchema.parse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
