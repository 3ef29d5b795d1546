import { loadNamespaces, MESSAGE_NAMESPACES } from '../../../lib/i18n';
import { lazyModule, useDialogModule } from '../../../lib/lazyModule';
import type { CommentDialogProps } from './CommentDialog';
import type { GiftDialogProps } from './GiftDialog';
import type { MatchDialogProps } from './MatchDialog';

/**
 * Discovery's dialogs load the first time one opens (issue #22: the Radix dialog and the forms'
 * zod are not part of /home's first load); from then on they are the same components.
 */
export const swipeDialogs = lazyModule(() =>
  // Their texts too: form messages, gift names and the photo like's are not part of the
  // screens' catalogues.
  Promise.all([
    import('./swipeDialogs'),
    loadNamespaces(['gifts', 'photoLike', 'prompts', ...MESSAGE_NAMESPACES]),
  ]).then(([module]) => module),
);
/** Its own chunk: a match after a like needs no form code (the deck preloads it with a like). */
export const matchDialog = lazyModule(() => import('./MatchDialog'));

export function GiftDialog(props: GiftDialogProps) {
  const dialogs = useDialogModule(swipeDialogs, props.open, () => props.onOpenChange(false));
  return dialogs ? <dialogs.GiftDialog {...props} /> : null;
}

export function CommentDialog(props: CommentDialogProps) {
  const dialogs = useDialogModule(swipeDialogs, props.open, () => props.onOpenChange(false));
  return dialogs ? <dialogs.CommentDialog {...props} /> : null;
}

export function MatchDialog(props: MatchDialogProps) {
  const loaded = useDialogModule(matchDialog, props.member !== null, props.onClose);
  return loaded ? <loaded.MatchDialog {...props} /> : null;
}
