import type { DiscoveryCandidate, PromptId } from '@dating/shared';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isNetworkError, networkError } from '../../../lib/api';
import { errorText } from '../../../lib/i18n';
import { isOnline } from '../../../lib/offline/network';
import { useToast, useToastPlacement, useViewingAs } from '../../../ui';
import { useSession } from '../../auth';
import { PushPromptSlot } from '../../notifications';
import { PromptsOffer } from '../../profile';
import { ReportDialog, SafetyMenu } from '../../safety';
import { postSwipe, undoLastPass } from '../api';
import {
  CommentDialog,
  GiftDialog,
  MatchDialog,
  matchDialog,
  swipeDialogs,
} from '../components/LazyDialogs';
import { CandidateCard } from '../deck/CandidateCard';
import { DeckActions } from '../deck/DeckActions';
import { DeckEmpty, DeckError, DeckLoading } from '../deck/DeckStates';
import { EXIT_MS, SwipeCard } from '../deck/SwipeCard';
import { useDeckQueue } from '../deck/useDeckQueue';
import { usePreloadPhotos } from '../deck/usePreloadPhotos';
import type { SwipeDirection } from '../deck/useSwipeGesture';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type OpenDialog = 'gift' | 'comment' | 'photo' | 'prompt' | 'report' | null;

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The swipe deck (/home). Advance rules (docs/product.md#discovery-swipes-and-matches): after a
 * pass, a like without a match, a report, or a gift without a match; a match shows the popup and
 * closing it advances; a failed like is logged and the deck advances. A photo like advances at
 * once and is held for LIKE_UNDO_MS with Undo before it is sent (components/heldLike.ts).
 * Nothing floats over the Pass / Gift / Like row: toasts go to the top, the push question is a
 * strip over the title, the "Liked" bar sits at the foot of the card area.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: on a member's /home (issue #22, 170 KB): split into useSwipes, useArrowKeys, DeckCards and DeckDialogs it measured +183 gzipped bytes (the hooks alone +89)
export function SwipeDeckScreen() {
  const { t } = useTranslation('discovery');
  const hintId = useId();
  const toast = useToast();
  const { data: session } = useSession();
  const [match, setMatch] = useState<DiscoveryCandidate | null>(null);
  // A like sent from /home's first card before the app was in may have matched (issue 36).
  const deck = useDeckQueue(session?.id, setMatch);
  const top = deck.queue[0];
  const [leaving, setLeaving] = useState<{ id: string; direction: SwipeDirection } | null>(null);
  const [busy, setBusy] = useState(false);
  // A View As tab is look-only: no swipe, by button, drag or key (issue 31).
  const readOnly = useViewingAs();
  const [photo, setPhoto] = useState({ id: '', index: 0 });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [likedPrompt, setLikedPrompt] = useState<PromptId | null>(null);
  const [canUndo, setCanUndo] = useState(false);
  const [held, setHeld] = useState<{ candidate: DiscoveryCandidate; index: number } | null>(null);
  useToastPlacement('top');
  // Leaving the deck sends a held photo like at once (it is never lost, nor sent twice).
  useEffect(() => () => swipeDialogs.get()?.sendHeldLikeLeaving(), []);
  // Counts swipes, so a pass confirmed after a later swipe does not re-enable undo.
  const swipeCount = useRef(0);
  const photoIndex = top && photo.id === top.user_id ? photo.index : 0;
  usePreloadPhotos(deck.queue, photoIndex);
  // The dialogs load on first use (issue #22); their button shows it while that takes.
  const formDialog = dialog === 'report' ? null : dialog;
  const dialogs = swipeDialogs.get();
  const waitingFor = swipeDialogs.useModule(formDialog !== null) ? null : formDialog;

  const finish = (candidate: DiscoveryCandidate) => {
    deck.advance(candidate.user_id);
    setLeaving(null);
    setBusy(false);
  };

  /** The card flies off; the deck advances (or the match popup opens) once it is gone. */
  const leave = async (
    candidate: DiscoveryCandidate,
    direction: SwipeDirection,
    request?: Promise<{ matched: boolean }>,
  ) => {
    dialogs?.sendHeldLike(); // a new swipe ends the undo window of a held photo like
    setBusy(true);
    setLeaving({ id: candidate.user_id, direction });
    const [result] = await Promise.allSettled([request ?? Promise.resolve(null), wait(EXIT_MS)]);
    if (result.status === 'fulfilled' && result.value?.matched) {
      setMatch(candidate);
      return;
    }
    if (result.status === 'rejected' && isNetworkError(result.reason)) {
      // Not sent: the card comes back, and the member hears why.
      setLeaving(null);
      setBusy(false);
      toast.show(errorText(result.reason), 'error');
      return;
    }
    if (result.status === 'rejected') {
      console.error(direction === 'left' ? 'Pass failed' : 'Like failed', result.reason);
    }
    finish(candidate);
  };

  /** Swipes need the network: offline, the card stays and the member hears why. */
  const offline = () => {
    if (isOnline()) return false;
    toast.show(errorText(networkError()), 'error');
    return true;
  };

  const pass = () => {
    if (!top || busy || readOnly || offline()) return;
    const candidate = top;
    const count = ++swipeCount.current;
    setCanUndo(false);
    const request = postSwipe({ target_user_id: candidate.user_id, action: 'pass' });
    request.then(() => setCanUndo(count === swipeCount.current)).catch(() => undefined);
    void leave(candidate, 'left', request);
  };

  /** A photo like (`photo_index`) is held for its undo window, then sent (heldLike.ts). */
  const like = (context: { photo_index?: number; comment?: string; prompt_id?: PromptId } = {}) => {
    if (!top || busy || readOnly || offline()) return;
    const candidate = top;
    const body = { target_user_id: candidate.user_id, action: 'like' as const, ...context };
    swipeCount.current += 1;
    setCanUndo(false);
    void matchDialog.preload().catch(() => undefined); // ready if this like makes a match
    const index = context.photo_index;
    if (index === undefined || !dialogs) return void leave(candidate, 'right', postSwipe(body));
    void leave(candidate, 'right');
    dialogs.holdLike(body, (answer) => {
      setHeld((now) => (now?.candidate === candidate ? null : now));
      if (answer?.matched) setMatch(candidate);
    });
    setHeld({ candidate, index });
  };

  const onSwipe = (direction: SwipeDirection) => (direction === 'left' ? pass() : like());

  const undoLike = () => {
    if (!held || !dialogs?.dropHeldLike()) return;
    deck.putBack(held.candidate);
    setPhoto({ id: held.candidate.user_id, index: held.index });
    setHeld(null);
  };

  const undo = useMutation({
    mutationFn: undoLastPass,
    onSuccess: (profile) => {
      setCanUndo(false);
      deck.putBack({ ...profile, is_boosted: false });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'NOTHING_TO_UNDO') setCanUndo(false);
      toast.show(errorText(error), 'error');
    },
  });

  const closeMatch = () => {
    const matched = match;
    setMatch(null);
    // A held photo like's card left the deck long ago; a like's waits for the popup.
    if (matched && matched === top) finish(matched);
  };

  // ArrowLeft passes, ArrowRight likes, unless a dialog is open or the focus is in a field.
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event) => {
    if (dialog || match || isTyping(event.target) || event.altKey || event.ctrlKey) return;
    if (event.metaKey || document.querySelector('[role="dialog"]')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      pass();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      like();
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  let content: ReactNode;
  if (top) {
    const cards = deck.queue.slice(0, 2).reverse();
    content = (
      <section
        aria-label={t('deck.label')}
        aria-describedby={hintId}
        className="relative mx-1 min-h-[26rem] flex-1"
      >
        <p id={hintId} className="sr-only">
          {t('deck.keyboardHint')}
        </p>
        {cards.map((candidate) => {
          const isTop = candidate.user_id === top.user_id;
          const name = candidate.first_name ?? '';
          return (
            <SwipeCard
              key={candidate.user_id}
              interactive={isTop}
              exit={isTop && leaving?.id === candidate.user_id ? leaving.direction : null}
              disabled={busy || readOnly}
              onSwipe={onSwipe}
              label={t('deck.cardLabel', { name })}
            >
              <CandidateCard
                candidate={candidate}
                photoIndex={isTop ? photoIndex : 0}
                onPhotoChange={(index) => setPhoto({ id: candidate.user_id, index })}
                {...(isTop && !busy && !readOnly
                  ? {
                      menu: (
                        <SafetyMenu
                          userId={candidate.user_id}
                          name={candidate.first_name}
                          onReport={() => setDialog('report')}
                          onBlocked={() => void leave(candidate, 'left')}
                          className="bg-black/40 text-white backdrop-blur-sm hover:bg-black/60"
                        />
                      ),
                      onLikePhoto: () => setDialog('photo'),
                      likePhotoLoading: waitingFor === 'photo',
                      onComment: () => setDialog('comment'),
                      commentLoading: waitingFor === 'comment',
                      onLikePrompt: (id: string) => {
                        setLikedPrompt(id as PromptId);
                        setDialog('prompt');
                      },
                    }
                  : {})}
              />
            </SwipeCard>
          );
        })}
      </section>
    );
  } else if (deck.status === 'error') {
    content = <DeckError error={deck.error} onRetry={deck.retry} />;
  } else if (deck.exhausted) {
    content = <DeckEmpty />;
  } else {
    content = <DeckLoading />;
  }

  return (
    // overflow-x-clip: a card flying off never widens the page.
    <div className="flex flex-1 flex-col gap-3 overflow-x-clip px-2 pt-2 pb-3">
      {/* The push question covers the title, nothing else (no squeezed card, no covered row). */}
      <div className="relative">
        <h1 className="px-2 text-xl font-bold text-rose-600">{t('deck.title')}</h1>
        <PushPromptSlot className="absolute inset-x-0 -top-1.5 z-30" />
      </div>
      <div className="relative flex flex-1 flex-col">
        {content}
        {held && dialogs && <dialogs.LikedBar onUndo={undoLike} disabled={busy} />}
      </div>
      {(top || canUndo) && (
        <DeckActions
          disabled={!top || busy}
          canUndo={canUndo && !busy}
          undoing={undo.isPending}
          giftLoading={waitingFor === 'gift'}
          onUndo={() => undo.mutate()}
          onPass={pass}
          onGift={() => {
            setDialog('gift');
            void matchDialog.preload().catch(() => undefined);
          }}
          onLike={() => like()}
        />
      )}
      {top && (
        <>
          <GiftDialog
            open={dialog === 'gift'}
            onOpenChange={(open) => setDialog(open ? 'gift' : null)}
            userId={top.user_id}
            name={top.first_name}
            onSent={(result) => {
              toast.show(t('gift.sent'), 'success');
              swipeCount.current += 1;
              setCanUndo(false);
              void leave(top, 'right', Promise.resolve(result));
            }}
          />
          <CommentDialog
            key={`comment-${top.user_id}`}
            open={dialog === 'comment'}
            onOpenChange={(open) => setDialog(open ? 'comment' : null)}
            name={top.first_name}
            bio={top.bio}
            onSubmit={(comment) => like({ comment })}
          />
          <CommentDialog
            key={`photo-${top.user_id}`}
            open={dialog === 'photo'}
            onOpenChange={(open) => setDialog(open ? 'photo' : null)}
            name={top.first_name}
            bio={null}
            photo={{ current: photoIndex + 1, url: top.media[photoIndex] }}
            onSubmit={(comment) => like({ photo_index: photoIndex, ...(comment && { comment }) })}
          />
          <CommentDialog
            key={`prompt-${top.user_id}-${likedPrompt}`}
            open={dialog === 'prompt'}
            onOpenChange={(open) => setDialog(open ? 'prompt' : null)}
            name={top.first_name}
            bio={null}
            prompt={top.prompts?.find((p) => p.prompt_id === likedPrompt)}
            onSubmit={(comment) =>
              like({ comment, ...(likedPrompt && { prompt_id: likedPrompt }) })
            }
          />
          <ReportDialog
            open={dialog === 'report'}
            onOpenChange={(open) => setDialog(open ? 'report' : null)}
            userId={top.user_id}
            name={top.first_name}
            onSubmitted={() => {
              toast.show(t('deck.reported'), 'success');
              void leave(top, 'left');
            }}
          />
        </>
      )}
      <MatchDialog member={match} onClose={closeMatch} />
      <PromptsOffer />
    </div>
  );
}
