export { forgetFacePrints } from './forget.js';
export { ANALYSE_FACE_JOB, type FaceJob, queueFaceAnalysis } from './jobs.js';
export { facesOfSelfies, type KycPictures, kycRiskSql } from './kyc-faces.js';
export { type FaceLinkRow, faceLinksOf, memberFaceLinks } from './links-of.js';
export { registerFaces } from './register.js';
