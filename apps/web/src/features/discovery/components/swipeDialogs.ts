// A like's dialogs with forms (zod), and what a photo like needs after its dialog: loaded when
// one first opens (LazyDialogs.tsx).
export { CommentDialog } from './CommentDialog';
export { GiftDialog } from './GiftDialog';
export { dropHeldLike, holdLike, sendHeldLike, sendHeldLikeLeaving } from './heldLike';
export { LikedBar } from './LikedBar';
