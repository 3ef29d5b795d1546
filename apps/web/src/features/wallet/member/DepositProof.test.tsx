import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { ownProfile } from '../../profile/testFixtures';
import { gifts, session } from '../../shop/testFixtures';
import { wallet } from '../testFixtures';

/**
 * Issue 34: a deposit screenshot that is not a picture (a text file renamed .jpg, a truncated
 * JPEG) is refused when chosen, with no broken preview and nothing sent.
 */

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];
const JPEG_END = [0xff, 0xd9];
const wholeJpeg = () =>
  new File([new Uint8Array([...JPEG_START, ...new Array(64).fill(0x11), ...JPEG_END])], 'pay.jpg', {
    type: 'image/jpeg',
  });
const truncatedJpeg = () =>
  new File([new Uint8Array([...JPEG_START, ...new Array(64).fill(0x11)])], 'pay.jpg', {
    type: 'image/jpeg',
  });
// The browser types a file by its name: a text file renamed .jpg claims to be a JPEG.
const textAsJpeg = () =>
  new File(['Meeting notes, not a picture.'], 'pay.jpg', { type: 'image/jpeg' });

/**
 * jsdom decodes no image: the browser's decoder, as Chromium behaves, opens a JPEG only from its
 * start marker to its end marker (a truncated one is refused).
 */
function stubBrowserDecoder() {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (blob: Blob) => {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      const starts = JPEG_START.every((byte, i) => bytes[i] === byte);
      const ends = bytes.at(-2) === JPEG_END[0] && bytes.at(-1) === JPEG_END[1];
      if (!starts || !ends) throw new DOMException('The source image could not be decoded.');
      return { width: 720, height: 1280, close: () => undefined };
    }),
  );
  // Object URLs for the preview (jsdom has none).
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:proof-${++next}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
}

beforeEach(() => {
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => undefined;
  stubBrowserDecoder();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDeposit() {
  const fetchMock = mockApi({
    'GET /api/auth/session': session,
    'GET /api/me': { status: 200, body: ownProfile({ coins: 0 }) },
    'GET /api/wallet': { status: 200, body: wallet(0) },
    'GET /api/gifts': { status: 200, body: { items: gifts } },
    'GET /api/me/gifts': { status: 200, body: { items: [] } },
    'GET /api/wallet/transactions': { status: 200, body: { items: [], next_cursor: null } },
    'POST /api/wallet/deposits': {
      status: 201,
      body: {
        id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
        type: 'deposit',
        status: 'pending',
        amount: null,
        payment_method: 'kbzpay',
        transaction_ref: null,
        amount_kyat: null,
        quoted_coins: null,
        proof_url: null,
        payout_details: null,
        admin_notes: null,
        payout_reference: null,
        created_at: '2025-03-01T08:30:00.000Z',
        decided_at: null,
      },
    },
  });
  renderApp('/shop');
  await userEvent.click(await screen.findByRole('tab', { name: 'Deposit' }));
  await screen.findByText('09 111 222');
  return fetchMock;
}

const deposits = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === '/api/wallet/deposits' && init?.method === 'POST',
  );

const UNREADABLE =
  'This file cannot be opened as a picture: it is not an image, or it is damaged. Please choose the screenshot again.';

describe('Shop: deposit screenshot check', () => {
  it.each([
    ['a text file renamed .jpg', textAsJpeg],
    ['a truncated JPEG', truncatedJpeg],
  ])('refuses %s when it is chosen, with no preview', async (_name, file) => {
    const fetchMock = await openDeposit();
    const input = screen.getByLabelText('Payment Screenshot');
    await userEvent.upload(input, file());
    expect(await screen.findByText(UNREADABLE)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Payment screenshot preview' })).toBeNull();
    // The refused file is not kept: Submit asks for a screenshot and sends nothing.
    expect((screen.getByLabelText('Payment Screenshot') as HTMLInputElement).files).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(
      (await screen.findAllByText('Please upload a payment screenshot.')).length,
    ).toBeGreaterThan(0);
    expect(deposits(fetchMock)).toHaveLength(0);
  });

  it('previews and sends a screenshot that opens, after a refused one', async () => {
    const fetchMock = await openDeposit();
    await userEvent.upload(screen.getByLabelText('Payment Screenshot'), truncatedJpeg());
    expect(await screen.findByText(UNREADABLE)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Payment Screenshot'), wholeJpeg());
    expect(
      await screen.findByRole('img', { name: 'Payment screenshot preview' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(UNREADABLE)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    await waitFor(() => expect(deposits(fetchMock)).toHaveLength(1));
    const body = deposits(fetchMock)[0]?.[1]?.body as FormData;
    expect((body.get('proof') as File).size).toBe(wholeJpeg().size);
  });

  it('keeps the last choice when an earlier, slower check answers after it', async () => {
    const fetchMock = await openDeposit();
    let releaseFirst: () => void = () => undefined;
    const decoder = vi.mocked(createImageBitmap);
    const real = decoder.getMockImplementation();
    decoder.mockImplementationOnce(
      () =>
        new Promise((_resolve, reject) => {
          releaseFirst = () => reject(new DOMException('The source image could not be decoded.'));
        }),
    );
    await userEvent.upload(screen.getByLabelText('Payment Screenshot'), textAsJpeg());
    decoder.mockImplementation(real as NonNullable<typeof real>);
    await userEvent.upload(screen.getByLabelText('Payment Screenshot'), wholeJpeg());
    await screen.findByRole('img', { name: 'Payment screenshot preview' });
    releaseFirst();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    await waitFor(() => expect(deposits(fetchMock)).toHaveLength(1));
    expect(screen.queryByText(UNREADABLE)).toBeNull();
  });
});
