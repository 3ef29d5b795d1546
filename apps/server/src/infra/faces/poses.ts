import type { VerificationChallenge } from '@dating/shared';

/**
 * What the face models can tell about the verification challenges
 * (VERIFICATION_CHALLENGES in packages/shared/src/constants.ts). A challenge the models cannot
 * judge is 'unknown' and is left to the reviewer's eye: never a guess.
 */

export type PoseVerdict = 'seen' | 'not_seen' | 'unknown';

type Observed = {
  faces: Array<{ gestures: string[]; emotions: Array<{ emotion: string; score: number }> }>;
  hands: { count: number; gestures: string[] } | null;
};

/** 'happy' must lead the emotion model's answer with at least this score for a big smile. */
export const SMILE_MIN_SCORE = 0.5;

type Check = { needs: 'face' | 'hands'; seen: (observed: Observed) => boolean };

const mainFace = (observed: Observed) => observed.faces[0];

const CHECKS: Partial<Record<VerificationChallenge, Check>> = {
  big_smile: {
    needs: 'face',
    seen: (o) => {
      const top = mainFace(o)?.emotions[0];
      return top?.emotion === 'happy' && top.score >= SMILE_MIN_SCORE;
    },
  },
  // Either side: front cameras mirror some selfies and not others, so the side the member
  // turned to cannot be read from the picture; a frontal face is what this rules out.
  turn_head_right: {
    needs: 'face',
    seen: (o) =>
      (mainFace(o)?.gestures ?? []).some((g) => g === 'facing left' || g === 'facing right'),
  },
  look_up: { needs: 'face', seen: (o) => (mainFace(o)?.gestures ?? []).includes('head up') },
  thumbs_up: { needs: 'hands', seen: (o) => (o.hands?.gestures ?? []).includes('thumbs up') },
  peace_sign: { needs: 'hands', seen: (o) => (o.hands?.gestures ?? []).includes('victory') },
  // touch_nose (a hand against the face) and three_fingers (no such hand pose in the model)
  // have no check: 'unknown'.
};

/** Whether the hand models must run for this challenge (they cost time and memory otherwise). */
export function challengeNeedsHands(challenge: VerificationChallenge): boolean {
  return CHECKS[challenge]?.needs === 'hands';
}

/** Challenges the models can tell; the others always answer 'unknown'. */
export function challengeIsJudged(challenge: VerificationChallenge): boolean {
  return CHECKS[challenge] !== undefined;
}

export function poseVerdict(challenge: VerificationChallenge, observed: Observed): PoseVerdict {
  const check = CHECKS[challenge];
  if (!check) return 'unknown';
  if (observed.faces.length === 0) return 'not_seen';
  return check.seen(observed) ? 'seen' : 'not_seen';
}
