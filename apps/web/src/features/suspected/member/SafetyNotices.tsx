import { loadNamespaces } from '../../../lib/i18n';
import { lazyModule } from '../../../lib/lazyModule';

/** The notice's list, look and texts load only for a member who has one (most never do). */
const noticeUi = lazyModule(() =>
  Promise.all([import('./SafetyNoticeList'), loadNamespaces(['safetyNotice'])]).then(
    ([module]) => module,
  ),
);

/**
 * A safety notice on the member's screens until dismissed: someone they talked with was removed
 * for scam behaviour (docs/decisions/034). `waiting` is the badges' count of notices not yet
 * dismissed, so the shell asks nothing more of the server on a visit without one.
 */
export function SafetyNotices({ waiting }: { waiting: boolean }) {
  const ui = noticeUi.useModule(waiting);
  // Once loaded the module stays; the list shows only while the badges count a notice.
  return ui && waiting ? <ui.SafetyNoticeList /> : null;
}
