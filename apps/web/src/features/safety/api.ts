import type { blocksResponseSchema, ReportReason } from '@dating/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api';

/** Typed, not parsed: the server serialises it through the same shared schema (issue #22). */
type BlocksResponse = z.infer<typeof blocksResponseSchema>;

export interface ReportInput {
  reported_user_id: string;
  reason: ReportReason;
  details?: string;
  also_block?: boolean;
  /** A photo or voice note of theirs reported from the conversation. */
  message_id?: string;
}

export const safetyKeys = { blocks: ['blocks'] as const };

/**
 * After a block the member vanishes from the deck, likes, Spotlight, matches and chats at once.
 * Those lists belong to other features; refetching everything cached is simpler than naming
 * each, and a block is rare.
 */
function refreshAfterBlock(client: QueryClient) {
  // Not awaited: the caller leaves the screen first, then the lists refetch.
  void client.invalidateQueries();
}

/** POST /api/reports: a reason, optional details, and optionally a block in the same step. */
export function useSubmitReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportInput) => apiFetch('/api/reports', { method: 'POST', body }),
    onSuccess: (_, body) => {
      if (body.also_block) refreshAfterBlock(client);
    },
  });
}

/** POST /api/blocks (docs/product.md#safety-reports-and-blocks). */
export function useBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch('/api/blocks', { method: 'POST', body: { blocked_user_id: userId } }),
    onSuccess: () => refreshAfterBlock(client),
  });
}

/** GET /api/blocks: the members I blocked, newest first. */
export function useBlockedMembers() {
  return useQuery({
    queryKey: safetyKeys.blocks,
    queryFn: () => apiFetch<BlocksResponse>('/api/blocks'),
  });
}

/** DELETE /api/blocks/:userId: they may appear again; a removed match does not come back. */
export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiFetch(`/api/blocks/${userId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: safetyKeys.blocks }),
  });
}
