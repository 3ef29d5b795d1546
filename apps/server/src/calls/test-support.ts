import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@dating/shared';
import { connect } from '../chat/test-support.js';
import { matchedPair } from '../test/members.js';
import type { Frame, Socket } from '../test/sockets.js';
import { request, type TestApp } from '../test/test-app.js';

type Member = { cookie: string; user: { id: string } };

/** A matched pair, A's socket on `urlA` and B's on `urlB` (two processes when they differ). */
export async function pairOnSockets(t: TestApp, urlA: string, urlB: string) {
  const { a, b, matchId } = await matchedPair(t.app);
  const socketA = await connect(urlA, a.cookie);
  const socketB = await connect(urlB, b.cookie);
  return { a, b, matchId, socketA, socketB };
}

/** `caller` rings on `socket`: the call's id once call_ringing came back. */
export async function ring(socket: Socket, matchId: string, callId = randomUUID()) {
  socket.send({ type: 'call_invite', call_id: callId, match_id: matchId });
  await socket.next((f) => f.type === 'call_ringing' && f.call_id === callId);
  return callId;
}

/** The frame of this type for this call, once it arrives. */
export const frameOf = (socket: Socket, type: string, callId: string) =>
  socket.next((f) => f.type === type && f.call_id === callId);

/** The conversation as a member reads it (GET messages). */
export async function messagesOf(t: TestApp, member: Member, matchId: string) {
  const response = await request(t.app, 'GET', `/api/matches/${matchId}/messages`, undefined, {
    cookie: member.cookie,
  });
  return (response.json() as { items: ChatMessage[] }).items;
}

/** The call lines of a conversation, oldest first. */
export async function callLinesOf(t: TestApp, member: Member, matchId: string) {
  return (await messagesOf(t, member, matchId)).filter((m) => m.kind === 'call');
}

/** Resolves once `n` frames on the socket pass `test` (a frame that arrives wakes the check). */
export async function countOf(socket: Socket, test: (f: Frame) => boolean, n: number) {
  await socket.next(() => socket.frames.filter(test).length >= n);
}
