// A like's dialogs with forms (zod), loaded when one first opens (LazyDialogs.tsx).
export { CommentDialog } from './CommentDialog';
export { GiftDialog } from './GiftDialog';
