import { CALL_OUTCOMES } from '@dating/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.js';
import { subscribeDevice, waitForPayloads, withPushApp } from '../notifications/test-support.js';
import type { PushReceiver } from '../test/push-receiver.js';
import { realtimeUrlOf } from '../test/sockets.js';
import type { TestApp } from '../test/test-app.js';
import { frameOf, pairOnSockets, ring } from './test-support.js';

let receiver: PushReceiver;
let t: TestApp;
withPushApp((push) => ({ receiver, t } = push));

/** The push rows a call line with this outcome writes, read inside its (rolled back) transaction. */
async function pushRowsOfLine(matchId: string, callerId: string, outcome: string) {
  let rows = -1;
  await t.database.db
    .transaction(async (tx) => {
      const [line] = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from message_send(${matchId}::uuid, ${callerId}::uuid, '',
          ${`call:${outcome}`}, '📹', null, 7800, null, 'call', null, null, ${outcome})`),
      );
      const [count] = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from push_outbox where data ->> 'messageId' = ${line?.id}`,
        ),
      );
      rows = count?.n ?? -1;
      tx.rollback();
    })
    .catch(() => {});
  return rows;
}

describe('call pushes', () => {
  it('only a call the callee missed pushes: missed, cancelled, busy', async () => {
    const url = await realtimeUrlOf(t.app);
    const { a, b, matchId, socketA, socketB } = await pairOnSockets(t, url, url);
    await subscribeDevice(t.app, receiver, b);
    const pushed = [];
    for (const outcome of CALL_OUTCOMES) {
      if ((await pushRowsOfLine(matchId, a.user.id, outcome)) === 1) pushed.push(outcome);
    }
    expect(pushed).toEqual(['missed', 'cancelled', 'busy']);
    socketA.socket.close();
    socketB.socket.close();
  });

  it('says "Missed video call" in the member’s language', async () => {
    const url = await realtimeUrlOf(t.app);
    const { a, b, matchId, socketA, socketB } = await pairOnSockets(t, url, url);
    const device = await subscribeDevice(t.app, receiver, b, 'my');
    const deviceEn = await subscribeDevice(t.app, receiver, b);
    const callId = await ring(socketA, matchId);
    socketA.send({ type: 'call_end', call_id: callId });
    await frameOf(socketB, 'call_ended', callId);
    const [mine] = await waitForPayloads(receiver, device, 1);
    expect(mine).toMatchObject({ kind: 'message', title: 'Thiri', url: `/chat/${a.user.id}` });
    expect(mine?.body).toBe('လွတ်သွားသော ဗီဒီယိုခေါ်ဆိုမှု');
    const [en] = await waitForPayloads(receiver, deviceEn, 1);
    expect(en?.body).toBe('Missed video call');
    socketA.socket.close();
    socketB.socket.close();
  });
});
