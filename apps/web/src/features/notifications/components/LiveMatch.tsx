import { type ComponentType, useEffect, useState } from 'react';
import { loadNamespaces } from '../../../lib/i18n';
import { isOwnMatch } from '../../../lib/likeSignals';
import { realtime } from '../../../lib/realtime';
import type { MatchDialog as MatchDialogType, MatchedMember } from '../../discovery';

type Dialog = ComponentType<Parameters<typeof MatchDialogType>[0]>;

/**
 * Discovery's dialog and its texts, fetched when a match first arrives: members who open the
 * app on Chats or Settings do not download discovery for a dialog they may never see.
 */
async function loadDialog(): Promise<Dialog> {
  const [discovery] = await Promise.all([import('../../discovery'), loadNamespaces(['discovery'])]);
  return discovery.MatchDialog;
}

/**
 * "It's a Match!" wherever the member is when the other side likes them back. A match this tab's
 * own like just made is left to the screen that sent it, which shows the same dialog.
 */
export function LiveMatch() {
  const [shown, setShown] = useState<{ member: MatchedMember; Dialog: Dialog } | null>(null);
  useEffect(() => {
    let live = true;
    const off = realtime.onFrame('matched', (frame) => {
      const other = frame.other;
      if (!other || isOwnMatch(other.id)) return;
      const member = {
        user_id: other.id,
        first_name: other.first_name,
        avatar_url: other.photo_url,
      };
      loadDialog().then(
        (Dialog) => live && setShown({ member, Dialog }),
        (error: unknown) => console.error("Could not show It's a Match", error),
      );
    });
    return () => {
      live = false;
      off();
    };
  }, []);
  if (!shown) return null;
  const { Dialog, member } = shown;
  return <Dialog member={member} onClose={() => setShown(null)} />;
}
