import { describe, expect, it } from 'vitest';
import { type CallEvent, type CallState, IDLE, reduce } from './machine';

const callId = '66666666-6666-4666-8666-000000000001';
const otherCall = '66666666-6666-4666-8666-000000000002';
const matchId = '44444444-4444-4444-8444-444444444444';
const other = { id: '33333333-3333-4333-8333-333333333333', name: 'Aung', photo_url: null };

/** Runs events from `state`, returning the last state and every effect along the way. */
function run(state: CallState, ...events: CallEvent[]) {
  const effects = [];
  for (const event of events) {
    const next = reduce(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const start: CallEvent = { type: 'start', callId, matchId, other };
const frame = (f: Extract<CallEvent, { type: 'frame' }>['frame']): CallEvent => ({
  type: 'frame',
  frame: f,
});
const ringing = frame({ type: 'call_ringing', call_id: callId, match_id: matchId });
const accepted = frame({ type: 'call_accepted', call_id: callId, match_id: matchId });
const incoming = (id = callId): CallEvent => ({
  type: 'incoming',
  frame: {
    type: 'call_incoming',
    call_id: id,
    match_id: matchId,
    from: { id: other.id, first_name: 'Aung', photo_url: null },
  },
});

describe('the call state machine', () => {
  it('invites, rings, and on the answer sends the offer (caller)', () => {
    const invited = run(IDLE, start);
    expect(invited.state).toMatchObject({ phase: 'outgoing', ringing: false, direction: 'out' });
    expect(invited.effects).toEqual([
      { kind: 'send', frame: { type: 'call_invite', call_id: callId, match_id: matchId } },
    ]);

    const rung = run(invited.state, ringing);
    expect(rung.state).toMatchObject({ phase: 'outgoing', ringing: true });
    expect(rung.effects).toEqual([{ kind: 'ring_timer', callId }]);

    const talking = run(rung.state, accepted);
    expect(talking.state).toMatchObject({ phase: 'active', answered: true });
    expect(talking.effects).toEqual([{ kind: 'offer', callId }]);
  });

  it('gives up after the ring time with call_end, as missed', () => {
    const { state, effects } = run(IDLE, start, ringing, { type: 'ring_timeout', callId });
    expect(state).toMatchObject({ phase: 'ended', reason: 'missed' });
    expect(effects).toContainEqual({ kind: 'send', frame: { type: 'call_end', call_id: callId } });
    expect(effects.at(-1)).toEqual({ kind: 'teardown' });
    // A ring timer of an earlier call changes nothing.
    const answered = run(IDLE, start, ringing, accepted, { type: 'ring_timeout', callId });
    expect(answered.state.phase).toBe('active');
  });

  it('says declined and busy as the server ends the call', () => {
    for (const outcome of ['declined', 'busy'] as const) {
      const { state, effects } = run(
        IDLE,
        start,
        ringing,
        frame({ type: 'call_ended', call_id: callId, match_id: matchId, outcome }),
      );
      expect(state).toMatchObject({ phase: 'ended', reason: outcome });
      expect(effects.at(-1)).toEqual({ kind: 'teardown' });
    }
  });

  it('rings the callee, who accepts (answer) or declines (call_decline)', () => {
    const rung = run(IDLE, incoming());
    expect(rung.state).toMatchObject({ phase: 'incoming', direction: 'in', other });
    expect(rung.effects).toEqual([{ kind: 'ring_timer', callId }]);
    // No word from the server long past the ring time: the screen stops ringing.
    expect(run(rung.state, { type: 'ring_timeout', callId }).state).toBe(IDLE);

    const taken = run(rung.state, { type: 'accept' });
    expect(taken.state).toMatchObject({ phase: 'active', answered: false });
    expect(taken.effects).toEqual([{ kind: 'answer', callId }]);
    expect(run(taken.state, accepted).state).toMatchObject({ phase: 'active', answered: true });

    const declined = run(rung.state, { type: 'decline' });
    expect(declined.state).toBe(IDLE);
    expect(declined.effects).toEqual([
      { kind: 'send', frame: { type: 'call_decline', call_id: callId } },
    ]);
  });

  it('answers busy to a second call while one is live, and keeps the first', () => {
    for (const live of [run(IDLE, start).state, run(IDLE, incoming()).state]) {
      const { state, effects } = run(live, incoming(otherCall));
      expect(state).toBe(live);
      expect(effects).toEqual([{ kind: 'send', frame: { type: 'call_busy', call_id: otherCall } }]);
    }
    // The same call heard twice is not a second call.
    const once = run(IDLE, incoming()).state;
    expect(run(once, incoming())).toEqual({ state: once, effects: [] });
  });

  it('stops ringing when another device of the callee answered', () => {
    expect(run(IDLE, incoming(), accepted).state).toBe(IDLE);
  });

  it('ends the call when the match ends, whichever side', () => {
    const unmatched = frame({ type: 'unmatched', match_id: matchId });
    const { state, effects } = run(IDLE, start, ringing, accepted, unmatched);
    expect(state).toMatchObject({ phase: 'ended', reason: 'unmatched' });
    expect(effects).toContainEqual({ kind: 'teardown' });
    // Another match's end changes nothing.
    const elsewhere = frame({ type: 'unmatched', match_id: other.id });
    expect(run(IDLE, start, elsewhere).state.phase).toBe('outgoing');
  });

  it('hangs up: cancelled before the answer, hung up after', () => {
    const cancelled = run(IDLE, start, { type: 'hang_up' });
    expect(cancelled.state).toMatchObject({ phase: 'ended', reason: 'cancelled' });
    expect(cancelled.effects).toContainEqual({
      kind: 'send',
      frame: { type: 'call_end', call_id: callId },
    });
    const hungUp = run(IDLE, start, accepted, { type: 'hang_up' });
    expect(hungUp.state).toMatchObject({ phase: 'ended', reason: 'hung_up' });
    // The server's call_ended afterwards gives the length.
    const told = run(
      hungUp.state,
      frame({
        type: 'call_ended',
        call_id: callId,
        match_id: matchId,
        outcome: 'completed',
        duration_ms: 192_000,
      }),
    );
    expect(told.state).toMatchObject({ phase: 'ended', reason: 'hung_up', duration_ms: 192_000 });
    expect(run(told.state, { type: 'dismiss' }).state).toBe(IDLE);
  });

  it('relays signals, and tells the other side when muted or the camera is off', () => {
    const talking = run(IDLE, start, accepted).state;
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 9 typ host', sdpMid: '0' };
    expect(
      run(talking, frame({ type: 'call_signal', call_id: callId, signal: { candidate } })).effects,
    ).toEqual([{ kind: 'signal', signal: { candidate } }]);

    const muted = run(talking, { type: 'toggle', what: 'muted' });
    expect(muted.state).toMatchObject({ local: { muted: true, camera_off: false } });
    expect(muted.effects).toContainEqual({
      kind: 'send',
      frame: {
        type: 'call_signal',
        call_id: callId,
        signal: { media: { muted: true, camera_off: false } },
      },
    });
    const media = { muted: false, camera_off: true };
    const theirs = run(talking, frame({ type: 'call_signal', call_id: callId, signal: { media } }));
    expect(theirs.state).toMatchObject({ remote: media });
  });

  it('ends on a refused frame of this call, and ignores frames of other calls', () => {
    const refused = frame({ type: 'error', code: 'CALL_NOT_AVAILABLE', call_id: callId });
    expect(run(IDLE, start, refused).state).toMatchObject({
      phase: 'ended',
      reason: 'unavailable',
    });
    const stray = frame({ type: 'call_accepted', call_id: otherCall, match_id: matchId });
    expect(run(IDLE, start, stray).state.phase).toBe('outgoing');
    expect(run(IDLE, stray).state).toBe(IDLE);
  });
});
