import { SUSPECTED_EVIDENCE_MAX, SUSPECTED_WEIGHTS, type SuspectedLinkKind } from '@dating/shared';
import type { Queryable } from '../../infra/db/client.js';
import { LINK_SOURCES, type Link, type LinkSource } from '../links/index.js';
import type { FoundSignal } from './types.js';

type Linked = { via: SuspectedLinkKind; link: Link };

/**
 * Signal 4: accounts linked to other accounts (LINK_SOURCES: device, payout number, picture).
 * The weight adds one weight per kind of link, not per account: a shared phone links a couple
 * once, however many times they sign in.
 */
export async function linkedAccounts(
  db: Queryable,
  sources: LinkSource[] = LINK_SOURCES,
): Promise<FoundSignal[]> {
  const byUser = new Map<string, Linked[]>();
  for (const source of sources) {
    for (const link of await source.find(db)) {
      byUser.set(link.user_id, [...(byUser.get(link.user_id) ?? []), { via: source.via, link }]);
    }
  }
  return [...byUser].map(([userId, links]) => {
    const kinds = new Set(links.map((l) => l.via));
    return {
      userId,
      keys: links.map((l) => `link:${l.via}:${l.link.other_id}`),
      signal: {
        kind: 'linked_accounts',
        weight: [...kinds].reduce((sum, via) => sum + SUSPECTED_WEIGHTS[via], 0),
        evidence: {
          kind: 'linked_accounts',
          links: links.slice(0, SUSPECTED_EVIDENCE_MAX).map(({ via, link }) => ({
            via,
            user: {
              id: link.other_id,
              username: link.other_username,
              is_blocked: link.other_blocked,
            },
            detail: link.detail,
          })),
        },
      },
    };
  });
}
