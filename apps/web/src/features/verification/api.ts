import {
  kycRequestSummarySchema,
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
