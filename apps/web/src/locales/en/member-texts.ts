/**
 * The catalogues every member screen reads (the tab bar, the deck, the safety menu), fetched
 * as one file rather than one each (lib/i18n.ts; issue #22). English errors come from
 * @dating/shared.
 */
import discovery from './discovery.json';
import notifications from './notifications.json';
import safety from './safety.json';

export default { notifications, discovery, safety };
