import type { SuspectedQuery } from '@dating/shared';
import type { Db } from '../infra/db/client.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { computeSuspected } from './compute.js';
import { blockSuspected, clearSuspected } from './decide.js';
import { suspectedQueue } from './queue.js';
import { markNoticeSeen, unseenNotices } from './safety-notices.js';

/** The Suspected queue and the safety notices (docs/decisions/034-suspected-queue.md). */
export function createSuspectedService(db: Db, publish: (event: RealtimeEvent) => Promise<void>) {
  return {
    compute: () => computeSuspected(db),
    queue: (query: SuspectedQuery) => suspectedQueue(db, query),
    block: (adminId: string, userId: string, reason: string) =>
      blockSuspected(db, publish, adminId, userId, reason),
    clear: (adminId: string, userId: string, note: string) =>
      clearSuspected(db, adminId, userId, note),
    notices: (userId: string) => unseenNotices(db, userId),
    seen: (userId: string, id: string) => markNoticeSeen(db, userId, id),
  };
}

export type SuspectedService = ReturnType<typeof createSuspectedService>;
