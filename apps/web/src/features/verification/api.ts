import {
  kycRequestSummarySchema,
  type SelfieCheckResponse,
  selfieCheckResponseSchema,
  type VerificationChallenge,
  type VerificationResponse,
  verificationResponseSchema,
} from '@dating/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { profileKeys } from '../profile';
import type { Selfie } from './selfie';

export const verificationKeys = { state: ['verification'] as const };

/** GET /api/verification: the display state (docs/product.md#verification) and the last request. */
export function useVerification() {
  return useQuery<VerificationResponse>({
    queryKey: verificationKeys.state,
    queryFn: ({ signal }) =>
      apiFetch('/api/verification', { signal, parse: verificationResponseSchema.parse }),
  });
}

export interface VerificationInput {
  selfie1: Selfie;
  selfie2: Selfie;
  challenge1: VerificationChallenge;
  challenge2: VerificationChallenge;
}

/** POST /api/verification (multipart); the state and the own profile are fetched again. */
export function useSubmitVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VerificationInput) => {
      const body = new FormData();
      body.append('challenge1', input.challenge1);
      body.append('challenge2', input.challenge2);
      body.append('selfie1', input.selfie1.blob, 'selfie1.jpg');
      body.append('selfie2', input.selfie2.blob, 'selfie2.jpg');
      return apiFetch('/api/verification', { body, parse: kycRequestSummarySchema.parse });
    },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: verificationKeys.state }),
        client.invalidateQueries({ queryKey: profileKeys.me }),
      ]);
    },
  });
}

/**
 * POST /api/verification/selfie-check for the selfie on screen: faces found and whether the pose
 * was seen, for the member's instant feedback. The server stores nothing, so it is read like a
 * query, once per selfie and challenge; a failure just shows no feedback (a person reviews).
 */
export function useSelfieCheck(
  selfie: Selfie | null,
  challenge: VerificationChallenge,
  enabled: boolean,
) {
  return useQuery<SelfieCheckResponse>({
    queryKey: ['verification', 'selfie-check', selfie?.sha256, challenge],
    enabled: enabled && selfie !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: ({ signal }) => {
      const body = new FormData();
      body.append('challenge', challenge);
      if (selfie) body.append('image', selfie.blob, 'selfie.jpg');
      return apiFetch('/api/verification/selfie-check', {
        method: 'POST',
        body,
        signal,
        parse: selfieCheckResponseSchema.parse,
      });
    },
  });
}
