import type { CallOutcome } from '@dating/shared';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { callLineText } from './callText';
import { CallLine } from './components/CallLine';
import { messageText } from './openers';
import { me, message, otherId } from './testSupport';

const t = i18n.getFixedT('en', 'chat');
const call = (call_outcome: CallOutcome, sender_id = otherId, duration_ms?: number) =>
  message({ kind: 'call', content: '', call_outcome, sender_id, duration_ms });

describe('a call line in the conversation', () => {
  it('says what came of the call from the viewer’s side', () => {
    const texts = (own: boolean) =>
      (['completed', 'missed', 'declined', 'cancelled', 'busy'] as const).map((outcome) =>
        callLineText(call(outcome, own ? me : otherId, 192_000), own, t),
      );
    // The caller's own calls.
    expect(texts(true)).toEqual([
      'Video call · 3:12',
      'Video call · No answer',
      'Declined video call',
      'Cancelled video call',
      'Video call · Busy',
    ]);
    // Calls the viewer received: anything they did not take part in is a missed call.
    expect(texts(false)).toEqual([
      'Video call · 3:12',
      'Missed video call',
      'Declined video call',
      'Missed video call',
      'Missed video call',
    ]);
  });

  it('shows an icon, who called (for screen readers) and the time', () => {
    render(<CallLine message={call('missed')} own={false} name="Aung" />);
    const line = screen.getByTestId('call-line');
    expect(line).toHaveTextContent('Aung called: Missed video call');
    expect(line.querySelector('svg')).not.toBeNull();
    expect(line.querySelector('time')).not.toBeNull();
  });

  it('previews as "Video call" or "Missed video call" in the chat list', () => {
    expect(messageText(call('completed', me, 60_000), t)).toBe('📹 Video call');
    expect(messageText(call('missed'), t)).toBe('📹 Missed video call');
    expect(messageText(call('declined'), t)).toBe('📹 Video call');
  });
});
