import type { PromptAnswersRequest, PromptAnswersResponse } from '@dating/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

/** The own answered prompts (docs/product.md#profile-prompts). */
export const promptKeys = { mine: ['me', 'prompts'] as const };

export function useMyPrompts() {
  return useQuery<PromptAnswersResponse>({
    queryKey: promptKeys.mine,
    queryFn: ({ signal }) => apiFetch<PromptAnswersResponse>('/api/me/prompts', { signal }),
  });
}

/** PUT /api/me/prompts: the whole list, in order; the answer replaces the cached one. */
export function useSavePrompts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PromptAnswersRequest) =>
      apiFetch<PromptAnswersResponse>('/api/me/prompts', { method: 'PUT', body }),
    onSuccess: (answer) => client.setQueryData(promptKeys.mine, answer),
  });
}
