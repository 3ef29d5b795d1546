import type { CallServerFrame, ChatMessage, FramePerson } from '@dating/shared';

/** What one server process tells all of them (through the bus: PostgreSQL NOTIFY or NATS). */
export type RealtimeEvent =
  | {
      kind: 'message';
      match_id: string;
      user_ids: string[];
      message: ChatMessage;
      /** For a message_notice to every socket of the receiver, whatever screen they are on. */
      notice?: { sender: FramePerson; preview: string };
    }
  | {
      kind: 'read';
      match_id: string;
      user_ids: string[];
      user_id: string;
      last_read_message_id: string;
    }
  | { kind: 'typing'; match_id: string; user_ids: string[]; user_id: string }
  /** The receiver played a voice note. */
  | { kind: 'heard'; match_id: string; user_ids: string[]; message_id: string }
  | { kind: 'unmatched'; match_id: string; user_ids: string[] }
  /** `people` are both members, so each hears of the other one. */
  | { kind: 'matched'; match_id: string; user_ids: string[]; people?: FramePerson[] }
  /**
   * A frame for every socket of these members (like_received, badges_changed), and a video
   * call's frames (calls/): a call's signal goes to the other member only.
   */
  | {
      kind: 'notify';
      user_ids: string[];
      frame: { type: 'like_received' } | { type: 'badges_changed' } | CallServerFrame;
    }
  /**
   * An event too long for one NOTIFY (a call's WebRTC offer), kept in realtime_frames: each
   * process reads it by id and delivers it as if it had come whole.
   */
  | { kind: 'stored'; id: string }
  /**
   * Sessions ended: close the member's sockets on every process at once. With `session_hash`,
   * only that session's (sign-out); with `except_session_hash`, all but that one (password
   * change); with neither, all of them (block, delete, password reset). `blocked` closes them
   * with REALTIME_CLOSE_ACCOUNT_BLOCKED, so the app can say why it signed out.
   */
  | {
      kind: 'disconnect';
      user_id: string;
      session_hash?: string;
      except_session_hash?: string;
      blocked?: boolean;
    };

// NOTIFY payloads must stay under 8000 bytes; a long Burmese message can exceed that.
export const MAX_PAYLOAD_BYTES = 7800;

/**
 * The NOTIFY payload of an event on REALTIME_CHANNEL, as `receive` parses it: a message too long
 * for NOTIFY goes without its text (each process loads it by id). Also what SQL that announces an
 * event itself sends (discovery's swipe_record, for a like).
 */
export function realtimePayload(event: RealtimeEvent): string {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && event.kind === 'message') {
    return JSON.stringify({ ...event, message: { ...event.message, content: null } });
  }
  return payload;
}
