import type { CallServerFrame } from '@dating/shared';
import type { Db } from '../infra/db/client.js';
import type { RealtimeHub } from '../infra/realtime/hub.js';

/** What the call operations need: the database and the hub that tells every process. */
export type CallDeps = {
  db: Db;
  realtime: Pick<RealtimeHub, 'publish' | 'publishedInDatabase' | 'announcedInDatabase'>;
};

/** A call frame to every socket of these members, on whichever process holds them. */
export const tell = (deps: CallDeps, userIds: string[], frame: CallServerFrame) =>
  deps.realtime.publish({ kind: 'notify', user_ids: userIds, frame });
