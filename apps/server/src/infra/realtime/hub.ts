import {
  type ChatMessage,
  REALTIME_CLOSE_ACCOUNT_BLOCKED,
  REALTIME_CLOSE_SESSION_ENDED,
  type ServerFrame,
} from '@dating/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { notifyBus, REALTIME_CHANNEL, type RealtimeBus } from './bus.js';
import { MAX_PAYLOAD_BYTES, type RealtimeEvent, realtimePayload } from './events.js';
import { loadFrame, storeFrame } from './stored-frames.js';

// The event types and payload live in events.ts; re-exported for the hub's callers.
export { MAX_PAYLOAD_BYTES, REALTIME_CHANNEL, type RealtimeEvent, realtimePayload };

/** The part of a WebSocket the hub needs (keeps it testable). */
export interface RealtimeSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type Connection = {
  userId: string;
  /** The session the socket was opened with (hash), so ending that session closes it. */
  sessionHash: string;
  socket: RealtimeSocket;
  matches: Set<string>;
};

/**
 * How long publishInBatch gathers events before their NOTIFY: a like's notice or a match reaches
 * the other member this much later, unnoticeable, and each NOTIFY (a commit the database
 * serialises, then every process's listener parsing it) carries several times more events at
 * the swipe rate (bench/RESULTS.md, swipes).
 */
export const BATCH_WINDOW_MS = 5;
/** Several events in one NOTIFY (publishInBatch): what `receive` also accepts. */
type RealtimeBatch = { kind: 'batch'; events: RealtimeEvent[] };
/**
 * Local registry of sockets plus cross-process fan-out: every process subscribes to the bus
 * (bus.ts: NOTIFY by default, NATS by REALTIME_BUS), and each event reaches the sockets of this
 * process that may see it.
 */
export class RealtimeHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly byMatch = new Map<string, Set<Connection>>();
  private unlisten: (() => Promise<void>) | undefined;
  private readonly localListeners = new Set<(event: RealtimeEvent) => void>();
  /** Events waiting for publishInBatch's next NOTIFY, and that NOTIFY once under way. */
  private batch: RealtimeEvent[] = [];
  private batchSent: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    /** Loads a message by id when NOTIFY could not carry it whole. */
    private readonly loadMessage: (id: string) => Promise<ChatMessage | null>,
    private readonly bus: RealtimeBus = notifyBus(database),
  ) {}

  async start() {
    this.unlisten = await this.bus.subscribe((payload) => {
      void this.receive(payload);
    });
  }

  /**
   * True when SQL may send this hub's events itself (pg_notify on REALTIME_CHANNEL, in the
   * transaction that makes them); on NATS the caller publishes after commit instead.
   */
  get announcedInDatabase(): boolean {
    return this.bus.inDatabase;
  }

  async stop() {
    await this.flushBatch();
    // The connection may already be gone (database shut down first); nothing left to undo then.
    await this.unlisten?.().catch((error: unknown) =>
      this.log.debug({ err: error }, 'unlisten failed'),
    );
    await this.bus.close().catch((error: unknown) => this.log.warn({ err: error }, 'bus close'));
    for (const connections of this.byUser.values()) {
      for (const c of connections) c.socket.close(1001, 'server shutting down');
    }
    this.byUser.clear();
    this.byMatch.clear();
  }

  /**
   * Hears the events this process publishes (never those of other processes), so work that
   * must happen once per event, such as a demo member's reply, runs where the event was made.
   */
  onLocalPublish(listener: (event: RealtimeEvent) => void): () => void {
    this.localListeners.add(listener);
    return () => this.localListeners.delete(listener);
  }

  async publish(event: RealtimeEvent): Promise<void> {
    this.publishedInDatabase(event);
    try {
      let payload = realtimePayload(event);
      // A message goes without its text (realtimePayload); anything else still too long (a call's
      // WebRTC offer) is stored, and its id goes instead (stored-frames.ts).
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        const id = await storeFrame(this.database.db, payload);
        payload = realtimePayload({ kind: 'stored', id });
      }
      await this.bus.publish(payload);
    } catch (error) {
      // The message is stored; clients catch up on reconnect or refetch.
      this.log.error({ err: error }, 'realtime publish failed');
    }
  }

  /**
   * Publishes like publish(), but the NOTIFY goes out BATCH_WINDOW_MS later, one for all the
   * events published in the meantime (as many as fit in a payload): a transaction that NOTIFYs
   * takes a database-wide lock at commit, so a NOTIFY per swipe made every swipe's commit wait
   * for the others' (docs/decisions/020-swipe-in-one-round-trip.md). For events whose loss is
   * harmless (a like's notice, a match the lists show anyway): one this process cannot send
   * once its data has committed, the member sees on the next refresh.
   */
  publishInBatch(event: RealtimeEvent): void {
    this.publishedInDatabase(event);
    this.batch.push(event);
    this.batchSent ??= new Promise<void>((resolve) => setTimeout(resolve, BATCH_WINDOW_MS)).then(
      () => this.flushBatch(),
    );
  }

  /** Sends the waiting events now (also on stop). */
  private async flushBatch(): Promise<void> {
    const events = this.batch;
    this.batch = [];
    this.batchSent = undefined;
    // Each event's own payload (realtimePayload), joined: `{"kind":"batch","events":[...]}`.
    const payloads: string[] = [];
    let group: string[] = [];
    let size = 0;
    const close = () => {
      if (group.length === 1) payloads.push(group[0] as string);
      else if (group.length > 1) payloads.push(`{"kind":"batch","events":[${group.join(',')}]}`);
      group = [];
      size = 0;
    };
    for (const event of events) {
      const payload = realtimePayload(event);
      const bytes = Buffer.byteLength(payload) + 1;
      if (size + bytes > MAX_PAYLOAD_BYTES - 40) close();
      group.push(payload);
      size += bytes;
    }
    close();
    for (const payload of payloads) {
      try {
        await this.bus.publish(payload);
      } catch (error) {
        this.log.error({ err: error }, 'realtime publish failed');
      }
    }
  }

  /**
   * An event whose NOTIFY (REALTIME_CHANNEL, realtimePayload) the database sent itself, in the
   * transaction that made it: every process, this one too, hears it through LISTEN as if
   * published. This runs this process's local listeners, the part of publish() left to do.
   */
  publishedInDatabase(event: RealtimeEvent): void {
    for (const listener of this.localListeners) {
      try {
        listener(event);
      } catch (error) {
        this.log.warn({ err: error }, 'realtime local listener failed');
      }
    }
  }

  add(userId: string, sessionHash: string, socket: RealtimeSocket): Connection {
    const connection: Connection = { userId, sessionHash, socket, matches: new Set() };
    const set = this.byUser.get(userId) ?? new Set<Connection>();
    this.byUser.set(userId, set);
    set.add(connection);
    return connection;
  }

  remove(connection: Connection) {
    this.byUser.get(connection.userId)?.delete(connection);
    if (this.byUser.get(connection.userId)?.size === 0) this.byUser.delete(connection.userId);
    for (const matchId of connection.matches) this.unsubscribe(connection, matchId);
  }

  subscribe(connection: Connection, matchId: string) {
    connection.matches.add(matchId);
    const set = this.byMatch.get(matchId) ?? new Set<Connection>();
    this.byMatch.set(matchId, set);
    set.add(connection);
  }

  unsubscribe(connection: Connection, matchId: string) {
    connection.matches.delete(matchId);
    const set = this.byMatch.get(matchId);
    set?.delete(connection);
    if (set?.size === 0) this.byMatch.delete(matchId);
  }

  get connectionCount() {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private async receive(payload: string) {
    let parsed: RealtimeEvent | RealtimeBatch;
    try {
      parsed = JSON.parse(payload) as RealtimeEvent | RealtimeBatch;
    } catch {
      return;
    }
    if (parsed.kind !== 'batch') return this.deliver(parsed);
    for (const event of parsed.events) await this.deliver(event);
  }

  private async deliverStored(id: string) {
    try {
      const payload = await loadFrame(this.database.db, id);
      if (payload) await this.deliver(JSON.parse(payload) as RealtimeEvent);
    } catch (error) {
      this.log.warn({ err: error }, 'stored realtime event not delivered');
    }
  }

  private async deliver(event: RealtimeEvent) {
    if (event.kind === 'stored') return this.deliverStored(event.id);
    if (event.kind === 'disconnect') {
      for (const c of [...(this.byUser.get(event.user_id) ?? [])]) {
        if (event.session_hash && c.sessionHash !== event.session_hash) continue;
        if (event.except_session_hash && c.sessionHash === event.except_session_hash) continue;
        if (event.blocked) c.socket.close(REALTIME_CLOSE_ACCOUNT_BLOCKED, 'account blocked');
        else c.socket.close(REALTIME_CLOSE_SESSION_ENDED, 'session ended');
      }
      return;
    }
    if (event.kind === 'notify') {
      for (const userId of event.user_ids) this.sendTo(this.byUser.get(userId), event.frame);
      return;
    }
    if (event.kind === 'matched') {
      // Every socket of both members hears it, each with the other person ("It's a Match!").
      for (const userId of event.user_ids) {
        const other = event.people?.find((p) => p.id !== userId);
        this.sendTo(this.byUser.get(userId), {
          type: 'matched',
          match_id: event.match_id,
          ...(other ? { other } : {}),
        });
      }
      return;
    }
    if (event.kind === 'message' && event.notice) {
      const receivers = event.user_ids.filter((id) => id !== event.message.sender_id);
      for (const userId of receivers) {
        this.sendTo(this.byUser.get(userId), {
          type: 'message_notice',
          match_id: event.match_id,
          message_id: event.message.id,
          sender: event.notice.sender,
          preview: event.notice.preview,
        });
      }
    }
    if (event.kind === 'read') {
      // Read on one device: every screen of the reader refreshes its unread badge.
      this.sendTo(this.byUser.get(event.user_id), { type: 'badges_changed' });
    }
    if (event.kind === 'unmatched') {
      // Every socket of both members hears it, subscribed or not (chat lists update live).
      for (const userId of event.user_ids) {
        this.sendTo(this.byUser.get(userId), { type: event.kind, match_id: event.match_id });
      }
      for (const c of [...(this.byMatch.get(event.match_id) ?? [])])
        this.unsubscribe(c, event.match_id);
      return;
    }
    const listeners = [...(this.byMatch.get(event.match_id) ?? [])].filter((c) =>
      event.user_ids.includes(c.userId),
    );
    if (listeners.length === 0) return;
    if (event.kind === 'message') {
      const loaded =
        event.message.content === null ? await this.loadMessage(event.message.id) : event.message;
      if (loaded) {
        const { safety_tip, scam_warning } = event.message;
        const message = { ...loaded, safety_tip, scam_warning };
        // The safety marks are for the receiver only: the sender never learns a message was flagged.
        const sender = listeners.filter((c) => c.userId === message.sender_id);
        const receiver = listeners.filter((c) => c.userId !== message.sender_id);
        const unmarked = { ...message, safety_tip: undefined, scam_warning: undefined };
        this.sendTo(sender, { type: 'message', message: unmarked });
        this.sendTo(receiver, { type: 'message', message });
      }
    } else if (event.kind === 'read') {
      this.sendTo(listeners, {
        type: 'read',
        match_id: event.match_id,
        user_id: event.user_id,
        last_read_message_id: event.last_read_message_id,
      });
    } else if (event.kind === 'heard') {
      this.sendTo(listeners, {
        type: 'heard',
        match_id: event.match_id,
        message_id: event.message_id,
      });
    } else if (event.kind === 'typing') {
      const others = listeners.filter((c) => c.userId !== event.user_id);
      this.sendTo(others, { type: 'typing', match_id: event.match_id, user_id: event.user_id });
    }
  }

  private sendTo(connections: Iterable<Connection> | undefined, frame: ServerFrame) {
    if (!connections) return;
    const data = JSON.stringify(frame);
    for (const c of connections) {
      try {
        c.socket.send(data);
      } catch (error) {
        this.log.debug({ err: error }, 'realtime send failed');
      }
    }
  }
}
