import { z } from 'zod';

/**
 * Video calls between matches (issue 35): a call is a request over the realtime socket that the
 * other member accepts or declines; the media flows between the two phones (WebRTC), never
 * through or into the server, and nothing is recorded. The conversation keeps one line per call
 * (a message of kind 'call').
 */

/** How a call ended, as its line in the conversation says it. */
export const CALL_OUTCOMES = [
  /** Accepted and talked: the line gives the length. */
  'completed',
  /** Nobody answered within CALL_RING_SECONDS. */
  'missed',
  'declined',
  /** The caller hung up before an answer. */
  'cancelled',
  /** The other member was in another call. */
  'busy',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** How long a call rings before it counts as missed. */
export const CALL_RING_SECONDS = 30;
/**
 * Video bitrate caps for mobile data: about 2.3 MB a minute at most, and under 1 MB a minute in
 * Data saver (with a smaller picture and fewer frames). Audio is Opus at voice-note rates.
 */
export const CALL_VIDEO_MAX_BITRATE = 300_000;
export const CALL_VIDEO_DATA_SAVER_BITRATE = 120_000;
export const CALL_AUDIO_MAX_BITRATE = 24_000;
/** The largest signal (an SDP offer or answer, or one ICE candidate) a socket may relay. */
export const CALL_SIGNAL_MAX_BYTES = 16_384;

export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** GET /api/calls/config: what a phone needs to place or take a call. */
export const callConfigResponseSchema = z.object({
  /** STUN and TURN servers from the server's environment; TURN credentials are short-lived. */
  ice_servers: z.array(iceServerSchema),
  video_max_bitrate: z.number().int(),
  video_data_saver_bitrate: z.number().int(),
  audio_max_bitrate: z.number().int(),
  ring_seconds: z.number().int(),
});
export type CallConfigResponse = z.infer<typeof callConfigResponseSchema>;

/**
 * One WebRTC signal relayed to the other member: a session description, an ICE candidate, or
 * this side's microphone and camera state (so the other screen can say "Muted" or show a
 * picture instead of a frozen frame).
 */
export const callSignalSchema = z
  .object({
    description: z
      .object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(CALL_SIGNAL_MAX_BYTES) })
      .optional(),
    candidate: z
      .object({
        candidate: z.string().max(2048),
        sdpMid: z.string().max(64).nullish(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullish(),
        usernameFragment: z.string().max(256).nullish(),
      })
      .optional(),
    media: z.object({ muted: z.boolean(), camera_off: z.boolean() }).optional(),
  })
  .refine((s) => [s.description, s.candidate, s.media].filter(Boolean).length === 1, {
    message: 'A signal carries exactly one of description, candidate or media.',
  });
export type CallSignal = z.infer<typeof callSignalSchema>;

/** Call frames a member sends over GET /api/realtime (beside chat's, in clientFrameSchema). */
export const callClientFrameSchemas = [
  /** The caller chooses the call's id (a UUID), so a retried invite starts one call. */
  z.object({ type: z.literal('call_invite'), call_id: z.uuid(), match_id: z.uuid() }),
  z.object({ type: z.literal('call_accept'), call_id: z.uuid() }),
  z.object({ type: z.literal('call_decline'), call_id: z.uuid() }),
  /** Either member hangs up (the caller before an answer: cancelled, or missed after ringing). */
  z.object({ type: z.literal('call_end'), call_id: z.uuid() }),
  /** The callee is in another call already: the caller hears "busy". */
  z.object({ type: z.literal('call_busy'), call_id: z.uuid() }),
  z.object({ type: z.literal('call_signal'), call_id: z.uuid(), signal: callSignalSchema }),
] as const;

/** Call frames the server pushes (part of ServerFrame). */
export type CallServerFrame =
  /** To every socket of the callee: someone is calling. */
  | {
      type: 'call_incoming';
      call_id: string;
      match_id: string;
      from: { id: string; first_name: string; photo_url: string | null };
    }
  /** To the caller's socket: the invite is stored and ringing. */
  | { type: 'call_ringing'; call_id: string; match_id: string }
  /**
   * To every socket of both members: answered. The caller then sends the offer; the callee's
   * other devices stop ringing.
   */
  | { type: 'call_accepted'; call_id: string; match_id: string }
  /** To every socket of the other member: relayed as sent. */
  | { type: 'call_signal'; call_id: string; signal: CallSignal }
  /** To every socket of both members: the call is over (`duration_ms` when it was answered). */
  | {
      type: 'call_ended';
      call_id: string;
      match_id: string;
      outcome: CallOutcome;
      duration_ms?: number;
    };
