import type { ReportReason } from '@dating/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export interface ReportInput {
  reported_user_id: string;
  reason: ReportReason;
  details?: string;
}

/** POST /api/reports: a reason and optional details (docs/product.md#safety-reports-and-blocks). */
export function useSubmitReport() {
  return useMutation({
    mutationFn: (body: ReportInput) => apiFetch('/api/reports', { method: 'POST', body }),
  });
}
