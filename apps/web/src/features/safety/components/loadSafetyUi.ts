import { loadNamespaces, MESSAGE_NAMESPACES } from '../../../lib/i18n';
import { lazyModule } from '../../../lib/lazyModule';

/**
 * The menu and dialogs of safety, loaded when a member first opens one (issue #22), with their
 * texts (the report dialog's are in `profile`, its form messages in `validation`).
 */
export const safetyUi = lazyModule(() =>
  Promise.all([
    import('./safetyUi'),
    loadNamespaces(['safety', 'profile', ...MESSAGE_NAMESPACES]),
  ]).then(([module]) => module),
);
