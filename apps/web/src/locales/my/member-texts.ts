/**
 * The catalogues every member screen reads (the tab bar, the deck, the safety menu, error
 * messages), fetched as one file rather than one each (lib/i18n.ts; issue #22).
 */
import discovery from './discovery.json';
import errors from './errors.json';
import notifications from './notifications.json';
import safety from './safety.json';

export default { errors, notifications, discovery, safety };
