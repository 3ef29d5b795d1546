import type { CallConfigResponse } from '@dating/shared';
import { apiFetch } from '../../lib/api';

/** GET /api/calls/config: fetched for each call (its TURN credentials are short-lived). */
export function fetchCallConfig(): Promise<CallConfigResponse> {
  return apiFetch<CallConfigResponse>('/api/calls/config');
}
