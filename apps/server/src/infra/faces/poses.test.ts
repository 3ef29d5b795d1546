import { VERIFICATION_CHALLENGES } from '@dating/shared';
import { describe, expect, it } from 'vitest';
import { challengeIsJudged, challengeNeedsHands, poseVerdict } from './poses.js';
import { faceSimilarity } from './similarity.js';

const face = (gestures: string[], emotions = [{ emotion: 'neutral', score: 0.9 }]) => ({
  gestures,
  emotions,
});
const seen = (faces: ReturnType<typeof face>[], handGestures: string[] = []) => ({
  faces,
  hands: { count: handGestures.length, gestures: handGestures },
});

describe('pose verdicts', () => {
  it('judges every challenge it can tell, and only those', () => {
    const judged = VERIFICATION_CHALLENGES.filter(challengeIsJudged);
    expect(judged).toEqual(['big_smile', 'peace_sign', 'thumbs_up', 'turn_head_right', 'look_up']);
    for (const challenge of ['touch_nose', 'three_fingers'] as const) {
      expect(poseVerdict(challenge, seen([face(['facing center'])], ['thumbs up']))).toBe(
        'unknown',
      );
    }
  });

  it('runs the hand models only for hand challenges', () => {
    expect(VERIFICATION_CHALLENGES.filter(challengeNeedsHands)).toEqual([
      'peace_sign',
      'thumbs_up',
    ]);
  });

  it('needs a face for every judged challenge', () => {
    expect(poseVerdict('thumbs_up', seen([], ['thumbs up']))).toBe('not_seen');
  });

  it('reads a big smile from the leading emotion', () => {
    expect(poseVerdict('big_smile', seen([face([], [{ emotion: 'happy', score: 0.8 }])]))).toBe(
      'seen',
    );
    expect(poseVerdict('big_smile', seen([face([], [{ emotion: 'happy', score: 0.3 }])]))).toBe(
      'not_seen',
    );
    expect(poseVerdict('big_smile', seen([face([])]))).toBe('not_seen');
  });

  it('reads head poses from the face gestures', () => {
    expect(poseVerdict('turn_head_right', seen([face(['facing left'])]))).toBe('seen');
    expect(poseVerdict('turn_head_right', seen([face(['facing right'])]))).toBe('seen');
    expect(poseVerdict('turn_head_right', seen([face(['facing center'])]))).toBe('not_seen');
    expect(poseVerdict('look_up', seen([face(['facing center', 'head up'])]))).toBe('seen');
    expect(poseVerdict('look_up', seen([face(['head down'])]))).toBe('not_seen');
  });

  it('reads hand signs from the hand gestures', () => {
    expect(poseVerdict('thumbs_up', seen([face([])], ['thumb up', 'thumbs up']))).toBe('seen');
    expect(poseVerdict('peace_sign', seen([face([])], ['victory']))).toBe('seen');
    expect(poseVerdict('peace_sign', seen([face([])], ['open palm']))).toBe('not_seen');
  });
});

describe('face similarity', () => {
  it('is the cosine of the two descriptions', () => {
    expect(faceSimilarity([1, 0], [1, 0])).toBeCloseTo(1);
    expect(faceSimilarity([1, 0], [0, 1])).toBeCloseTo(0);
    expect(faceSimilarity([1, 1], [2, 2])).toBeCloseTo(1);
    expect(faceSimilarity([3, 4], [4, 3])).toBeCloseTo(24 / 25);
  });

  it('answers 0 for descriptions that cannot be compared', () => {
    expect(faceSimilarity([], [])).toBe(0);
    expect(faceSimilarity([1, 2], [1, 2, 3])).toBe(0);
    expect(faceSimilarity([0, 0], [1, 1])).toBe(0);
  });
});
