import { useDialogModule } from '../../../lib/lazyModule';
import type { BlockDialogProps } from './BlockDialog';
import { safetyUi } from './loadSafetyUi';
import type { ReportDialogProps } from './ReportDialog';

/** ReportDialog, loaded when it first opens (issue #22); the same from then on. */
export function ReportDialog(props: ReportDialogProps) {
  const ui = useDialogModule(safetyUi, props.open, () => props.onOpenChange(false));
  return ui ? <ui.ReportDialog {...props} /> : null;
}

/** BlockDialog, loaded when it first opens (issue #22); the same from then on. */
export function BlockDialog(props: BlockDialogProps) {
  const ui = useDialogModule(safetyUi, props.open, () => props.onOpenChange(false));
  return ui ? <ui.BlockDialog {...props} /> : null;
}
