import {
  type ClaimItemKind,
  claimsResponseSchema,
  type ModerationClaim,
  moderationClaimSchema,
} from '@dating/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { useSession } from '../auth';

/** How often a queue asks who is working on what (besides on window focus). */
export const CLAIMS_POLL_MS = 15_000;

/** Under ['admin'], so every admin decision (which invalidates ['admin']) refetches them too. */
export const claimsKeys = {
  all: ['admin', 'claims'] as const,
  list: (kind: ClaimItemKind) => ['admin', 'claims', kind] as const,
};

const itemUrl = (kind: ClaimItemKind, id: string) =>
  `/api/admin/claims/${kind}/${encodeURIComponent(id)}`;

/** POST /api/admin/claims/:kind/:id: takes the item, or renews the caller's claim. */
export const takeClaim = (kind: ClaimItemKind, id: string) =>
  apiFetch(itemUrl(kind, id), { method: 'POST', parse: moderationClaimSchema.parse });

/** DELETE /api/admin/claims/:kind/:id: ends the caller's claim (nothing when it had none). */
export const releaseClaim = (kind: ClaimItemKind, id: string) =>
  apiFetch(itemUrl(kind, id), { method: 'DELETE' });

/** Another admin's claims of one queue, and the order that puts their items last. */
export interface QueueClaims {
  /** The live claim another admin holds on the item, if any (the caller's own are left out). */
  holderOf: (id: string) => ModerationClaim | undefined;
  /** The items in their order, those another admin holds moved to the end. */
  claimedLast: <T>(items: T[], idOf: (item: T) => string) => T[];
}

/**
 * GET /api/admin/claims?kind=: the live claims of one queue, polled every CLAIMS_POLL_MS and on
 * window focus, so a list marks what other admins are working on (docs/decisions/026).
 */
export function useClaims(kind: ClaimItemKind): QueueClaims {
  const me = useSession().data?.id;
  const query = useQuery({
    queryKey: claimsKeys.list(kind),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/claims?kind=${kind}`, { signal, parse: claimsResponseSchema.parse }),
    refetchInterval: CLAIMS_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  const others = new Map(
    (query.data?.items ?? [])
      .filter((claim) => claim.admin.id !== me)
      .map((claim) => [claim.id, claim] as const),
  );
  const holderOf = (id: string) => others.get(id);
  return {
    holderOf,
    claimedLast: (items, idOf) => [
      ...items.filter((item) => !holderOf(idOf(item))),
      ...items.filter((item) => holderOf(idOf(item))),
    ],
  };
}
