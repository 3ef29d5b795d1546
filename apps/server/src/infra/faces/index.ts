export {
  type AnalysedFace,
  createFaceEngine,
  type FaceAnalysis,
  type FaceBox,
  type FaceEngine,
} from './engine.js';
export { challengeIsJudged, challengeNeedsHands, type PoseVerdict, poseVerdict } from './poses.js';
export { faceSimilarity } from './similarity.js';
