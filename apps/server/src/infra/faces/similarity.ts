/**
 * How alike two faces are: cosine similarity of their face descriptions (Human's `faceres`
 * model, 1024 numbers), from -1 to 1. A pure function, so callers can rank stored embeddings
 * without the worker. The link threshold, FACE_MATCH_THRESHOLD, comes from the measurement in
 * bench/faces.ts (docs/face-matching.md).
 */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  if (normA === 0 || normB === 0) return 0;
  return dot / Math.sqrt(normA * normB);
}
