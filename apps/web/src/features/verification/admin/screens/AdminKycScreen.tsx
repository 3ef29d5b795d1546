import type { AdminKycDecisionRequest, AdminKycRequest } from '@dating/shared';
import { useEffect, useState } from 'react';
import { useClaim, useClaims } from '../../../moderation-claims';
import { useAdminKyc } from '../api';
import { ApproveFlaggedDialog } from '../components/ApproveFlaggedDialog';
import { KycBody } from '../components/KycBody';
import { KycDenyDialog } from '../components/KycDenyDialog';
import { KycHeading, useKycFilter } from '../components/KycHeading';
import { KycQueue } from '../components/KycQueue';
import { KycViewer } from '../components/KycViewer';
import { useKycDecide, useKycSelection, useKycShortcuts } from '../useKycDecide';

/** /admin/kyc: the verification queue (docs/product.md#verification). */
export function AdminKycScreen() {
  const [view, setView] = useKycFilter();
  const list = useAdminKyc(view.filter, view.order);
  const [denying, setDenying] = useState<AdminKycRequest | null>(null);
  const [confirming, setConfirming] = useState<AdminKycRequest | null>(null);

  useEffect(() => {
    if (list.isError) console.error('Failed to load KYC data', list.error);
  }, [list.isError, list.error]);

  // Requests another admin is working on go last (docs/decisions/026-moderation-claims.md).
  const claims = useClaims('kyc');
  const items = claims.claimedLast(
    list.data?.pages.flatMap((page) => page.items) ?? [],
    (item) => item.id,
  );
  const { selected, setSelectedId, select, moveOn } = useKycSelection(items);
  const decision = useKycDecide(moveOn);
  const decide = (
    item: AdminKycRequest,
    status: AdminKycDecisionRequest['status'],
    reason?: string,
  ) =>
    decision.decide(item, status, reason, () => {
      setDenying(null);
      setConfirming(null);
    });

  // The open request is this admin's while it is on screen.
  const claim = useClaim('kyc', selected?.status === 'pending' ? selected.id : null);

  useKycShortcuts({
    selected,
    paused: denying !== null || confirming !== null,
    busy: decision.pending || claim.heldBy !== null,
    select,
    approve: (item) => decide(item, 'approved'),
    confirmApprove: setConfirming,
    deny: setDenying,
  });

  return (
    <section className="flex flex-col gap-4">
      <KycHeading
        view={view}
        onView={setView}
        fetching={list.isFetching}
        onRefresh={() => void list.refetch()}
      />
      <KycBody
        list={list}
        empty={items.length === 0}
        queue={
          <KycQueue
            items={items}
            selectedId={selected?.id}
            onSelect={setSelectedId}
            holderOf={(id) => claims.holderOf(id)?.admin.username}
          />
        }
        viewer={
          selected && (
            <KycViewer
              item={selected}
              busy={decision.pending}
              heldBy={claim.heldBy}
              onApprove={() => decide(selected, 'approved')}
              onDeny={() => setDenying(selected)}
            />
          )
        }
      />
      <KycDenyDialog
        item={denying}
        pending={decision.pending}
        onConfirm={(item, reason) => decide(item, 'denied', reason)}
        onCancel={() => setDenying(null)}
      />
      <ApproveFlaggedDialog
        item={confirming}
        pending={decision.pending}
        onConfirm={(item) => decide(item, 'approved')}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
