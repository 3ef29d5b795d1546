import type { AdminKycDecisionRequest, AdminKycRequest } from '@dating/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/i18n';
import { useToast } from '../../../ui';
import { useKycDecision } from './api';
import { isFlagged } from './components/KycParts';

type Status = AdminKycDecisionRequest['status'];

/**
 * Sends one decision at a time (decision 025, issue 31): a double click or a key held down sends
 * it once, before the button has even re-rendered as busy. What was decided is never a failure:
 * `already_decided` (the same decision had been made) is a neutral note, and ALREADY_DECIDED
 * (another admin decided otherwise first) says so while the list is fetched again.
 */
export function useKycDecide(moveOn: (item: AdminKycRequest) => void) {
  const { t } = useTranslation('adminKyc');
  const toast = useToast();
  const decision = useKycDecision();
  const sending = useRef(false);

  const decide = (item: AdminKycRequest, status: Status, reason?: string, done?: () => void) => {
    if (sending.current) return;
    sending.current = true;
    decision
      .mutateAsync({ id: item.id, status, reason })
      .then((result) => {
        done?.();
        moveOn(item);
        if (result.outcome === 'already_decided') {
          toast.show(t(`alreadyDecided.${result.status === 'denied' ? 'denied' : 'approved'}`));
        } else toast.show(t(status === 'approved' ? 'approved' : 'denied'), 'success');
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === 'ALREADY_DECIDED') {
          done?.();
          moveOn(item);
          toast.show(t('decidedElsewhere'), 'info');
        } else toast.show(t('updateError', { message: errorText(error, t) }), 'error');
      })
      .finally(() => {
        sending.current = false;
      });
  };

  return { decide, pending: decision.isPending };
}

/** The request open in the viewer (the first one until another is chosen). */
export function useKycSelection(items: AdminKycRequest[]) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );
  const select = (offset: number) => {
    const next = items[Math.min(items.length - 1, Math.max(0, index + offset))];
    if (next) setSelectedId(next.id);
  };
  /** After a decision: the request after the decided one (which leaves the pending queue). */
  const moveOn = (item: AdminKycRequest) => {
    const at = items.findIndex((other) => other.id === item.id);
    setSelectedId(items[at + 1]?.id ?? items[at - 1]?.id ?? null);
  };
  return { selected: items[index], setSelectedId, select, moveOn };
}

/**
 * A / D / J / K work through the queue; not while typing or while a dialog is open. A approves
 * at once only a request without flags; a flagged one is handed to `confirmApprove` first.
 */
export function useKycShortcuts({
  selected,
  paused,
  busy,
  select,
  approve,
  confirmApprove,
  deny,
}: {
  selected: AdminKycRequest | undefined;
  /** A dialog is open: no shortcut. */
  paused: boolean;
  /** A decision is being sent: moving on works, deciding waits. */
  busy: boolean;
  select: (offset: number) => void;
  approve: (item: AdminKycRequest) => void;
  confirmApprove: (item: AdminKycRequest) => void;
  deny: (item: AdminKycRequest) => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || paused) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'j') select(1);
      else if (key === 'k') select(-1);
      else if (selected?.status === 'pending' && !busy && (key === 'a' || key === 'd')) {
        if (key === 'd') deny(selected);
        else if (isFlagged(selected)) confirmApprove(selected);
        else approve(selected);
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
