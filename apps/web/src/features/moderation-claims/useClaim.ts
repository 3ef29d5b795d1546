import { type ClaimItemKind, MODERATION_CLAIM_RENEW_MS } from '@dating/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isApiError } from '../../lib/api';
import { claimsKeys, releaseClaim, takeClaim, useClaims } from './api';

/** Releases on their way, by item: a claim of the same item waits for its release first. */
const releasing = new Map<string, Promise<unknown>>();

/** What the server last said about the caller's claim on one item. */
type Answer = { id: string; mine: true } | { id: string; mine: false; holder: string };

/**
 * Claims the item while `id` is set (a moderator has it open: a viewer, a decision dialog),
 * renews the claim every MODERATION_CLAIM_RENEW_MS, and releases it when `id` changes or the
 * component goes. `heldBy` is the username of another admin who holds it (the claim was refused
 * with ITEM_CLAIMED, or the queue's claims list shows them), else null: the screen then disables
 * its decision. When the holder lets go, the item is claimed at once (docs/decisions/026).
 */
export function useClaim(
  kind: ClaimItemKind,
  id: string | null | undefined,
): { heldBy: string | null } {
  const client = useQueryClient();
  const listed = useClaims(kind).holderOf(id ?? '')?.admin.username;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const retake = useRef<() => void>(() => {});

  // A layout effect: the claim is asked for as soon as the item is open, before the click that
  // follows the moderator's first touch can send a decision (Preact runs plain effects after the
  // next frame, decision 042), so a decision never precedes its claim.
  useLayoutEffect(() => {
    if (!id) return;
    let stopped = false;
    const key = `${kind}/${id}`;
    let inflight: Promise<unknown> = Promise.resolve();
    const take = () => {
      const after = releasing.get(key) ?? Promise.resolve();
      inflight = after
        .then(() => takeClaim(kind, id))
        .then(
          () => {
            if (!stopped) setAnswer({ id, mine: true });
          },
          (error: unknown) => {
            if (stopped || !isApiError(error) || error.code !== 'ITEM_CLAIMED') return;
            setAnswer({ id, mine: false, holder: String(error.params?.username ?? '') });
            void client.invalidateQueries({ queryKey: claimsKeys.list(kind) });
          },
        );
    };
    take();
    const timer = setInterval(take, MODERATION_CLAIM_RENEW_MS);
    retake.current = take;
    return () => {
      stopped = true;
      clearInterval(timer);
      retake.current = () => {};
      // After the last claim's answer, so it cannot arrive after the release; a failed release
      // only leaves the claim to expire.
      const released = inflight.then(() => releaseClaim(kind, id)).catch(() => {});
      releasing.set(key, released);
      void released.then(() => {
        if (releasing.get(key) === released) releasing.delete(key);
      });
    };
  }, [kind, id, client]);

  const current = answer && answer.id === id ? answer : null;
  const refusedBy = current && !current.mine ? current.holder : null;

  // The holder let go (they are no longer listed): claim it now, not at the next renewal.
  const wasListed = useRef(listed);
  useEffect(() => {
    if (wasListed.current && !listed && refusedBy) retake.current();
    wasListed.current = listed;
  }, [listed, refusedBy]);

  if (!id || current?.mine) return { heldBy: null };
  return { heldBy: refusedBy ?? listed ?? null };
}

/** The item of each queue this tab is working on (one at a time: starting one leaves the last). */
const workingOn = new Map<ClaimItemKind, string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setWorkingOn(kind: ClaimItemKind, id: string | null) {
  if (id) workingOn.set(kind, id);
  else workingOn.delete(kind);
  for (const listener of listeners) listener();
}

/**
 * For lists without an "open" step (the Reports queue's cards): `start()` when the moderator
 * starts working on the item (their first touch of its actions); the claim then lasts while it is
 * on screen and until they start on another item of the same queue.
 */
export function useWorkOn(
  kind: ClaimItemKind,
  id: string,
): { start: () => void; heldBy: string | null } {
  const active = useSyncExternalStore(subscribe, () => workingOn.get(kind) === id);
  useEffect(
    () => () => {
      if (workingOn.get(kind) === id) setWorkingOn(kind, null);
    },
    [kind, id],
  );
  const { heldBy } = useClaim(kind, active ? id : null);
  const listed = useClaims(kind).holderOf(id)?.admin.username ?? null;
  return { start: () => !active && setWorkingOn(kind, id), heldBy: active ? heldBy : listed };
}
