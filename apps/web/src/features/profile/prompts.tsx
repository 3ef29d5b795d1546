import { lazy, Suspense, useState } from 'react';
import { loadNamespaces, MESSAGE_NAMESPACES } from '../../lib/i18n';

/**
 * The after-onboarding prompts card, loaded only when it opens: the editor and its texts are not
 * part of the deck's first visit.
 */
export const PromptsWelcome = lazy(() =>
  Promise.all([
    import('./components/PromptsWelcome'),
    loadNamespaces(['prompts', ...MESSAGE_NAMESPACES]),
  ]).then(([module]) => module),
);

/**
 * The answers on a deck card, loaded with the first card that has any: a deck without them (and
 * the deck's first visit) does without the code.
 */
export const LazyPromptList = lazy(() =>
  import('./components/PromptList').then((module) => ({ default: module.PromptList })),
);

const OFFER_KEY = 'prompts_card';

/**
 * Onboarding's finish asks the deck to offer the prompts card once, in this tab. A flag, not the
 * route's state: the guards already move a member who just finished onboarding to /home.
 */
export function offerPromptsCard(offer: boolean): void {
  try {
    if (offer) sessionStorage.setItem(OFFER_KEY, '1');
    else sessionStorage.removeItem(OFFER_KEY);
  } catch {
    // Storage refused (a private window's quota): the card is optional, so it is just not offered.
  }
}

export function promptsCardOffered(): boolean {
  try {
    return sessionStorage.getItem(OFFER_KEY) === '1';
  } catch {
    return false;
  }
}

/** The deck's after-onboarding prompts card: shown once when onboarding's finish offered it. */
export function PromptsOffer() {
  const [open, setOpen] = useState(promptsCardOffered);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromptsWelcome
        onClose={() => {
          offerPromptsCard(false);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
