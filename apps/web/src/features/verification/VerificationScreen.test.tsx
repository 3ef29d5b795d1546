import { VERIFICATION_CHALLENGES, type VerificationResponse } from '@dating/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/verification.json';
import { type MockReply, member, mockApi, renderApp } from '../../test/renderApp';
import { ownProfile } from '../profile/testFixtures';
import { type Selfie, selfieFromFile, selfieFromVideo } from './selfie';

vi.mock('./selfie', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./selfie')>()),
  selfieFromVideo: vi.fn(),
  selfieFromFile: vi.fn(),
}));

const selfie = (sha256: string): Selfie => ({
  blob: new Blob([sha256], { type: 'image/jpeg' }),
  sha256,
  url: `data:image/jpeg;base64,${btoa(sha256)}`,
});

const request = {
  id: '44444444-4444-4444-8444-444444444444',
  status: 'denied' as const,
  notes: 'Your face is hidden by a mask.',
  created_at: '2025-02-01T10:00:00.000Z',
  challenge1: 'big_smile' as const,
  challenge2: 'look_up' as const,
};

let getUserMedia: ReturnType<typeof vi.fn>;
/** What the selfie check answers (POST /api/verification/selfie-check). */
let checkReply: MockReply;
beforeEach(() => {
  checkReply = { status: 200, body: { faces: 1, pose: 'unknown' } };
  getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [{ stop: vi.fn() }] });
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  });
  HTMLMediaElement.prototype.play = vi.fn().mockResolvedValue(undefined);
});
afterEach(() => vi.mocked(selfieFromVideo).mockReset());

function renderVerify(
  initial: VerificationResponse,
  post?: (body: FormData) => MockReply | Promise<MockReply>,
) {
  let state = initial;
  const fetchMock = mockApi({
    'GET /api/auth/session': { status: 200, body: { user: member } },
    'GET /api/me': { status: 200, body: ownProfile() },
    'GET /api/verification': () => ({ status: 200, body: state }),
    'POST /api/verification/selfie-check': () => checkReply,
    'POST /api/verification': async (body) => {
      const reply = post ? await post(body as FormData) : { status: 201, body: request };
      if (reply.status === 201) state = { state: 'pending', last_request: reply.body as never };
      return reply;
    },
  });
  renderApp('/settings/verify');
  return fetchMock;
}

/** The preview once the camera's stream is attached to it, before any frame. */
async function openedPreview() {
  const preview = await screen.findByLabelText('Camera preview');
  await waitFor(() => expect((preview as HTMLVideoElement).srcObject).toBeTruthy());
  return preview;
}

/** The camera's first frame reaches the preview (jsdom plays no video). */
async function firstFrame() {
  fireEvent(await openedPreview(), new Event('loadeddata'));
}

async function capture(result: Selfie) {
  vi.mocked(selfieFromVideo).mockResolvedValueOnce(result);
  const button = await screen.findByRole('button', { name: 'Capture' });
  await firstFrame();
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

const challengeTexts = Object.values(en.challenges);

describe('VerificationScreen states', () => {
  it('shows the verified state with the way back', async () => {
    renderVerify({ state: 'verified', last_request: { ...request, status: 'approved' } });
    expect(await screen.findByText('You Are Verified!')).toBeInTheDocument();
    expect(screen.getByText('Your identity has been confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByRole('button', { name: 'Submit Verification' })).toBeNull();
  });

  it('shows the pending state and offers no submit', async () => {
    renderVerify({ state: 'pending', last_request: { ...request, status: 'pending' } });
    expect(await screen.findByText('Review in Progress')).toBeInTheDocument();
    expect(screen.getByText('Your verification request is under review.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit Verification|Continue/ })).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('shows the admin notes of a denied request, or the general advice', async () => {
    renderVerify({ state: 'denied', last_request: request });
    expect(await screen.findByText('Request Denied')).toBeInTheDocument();
    expect(screen.getByText('Your face is hidden by a mask.')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('falls back to the advice when the denial has no notes', async () => {
    renderVerify({ state: 'denied', last_request: { ...request, notes: null } });
    expect(
      await screen.findByText('Please try again, ensuring the photos are clear.'),
    ).toBeInTheDocument();
  });
});

describe('VerificationScreen steps', () => {
  it('asks two different challenges and checks the selfies before sending', async () => {
    let resolvePost: (reply: MockReply) => void = () => {};
    let sent: FormData | undefined;
    const fetchMock = renderVerify({ state: 'unverified', last_request: null }, (body) => {
      sent = body;
      return new Promise((resolve) => {
        resolvePost = resolve;
      });
    });
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    const first = screen.getByRole('heading', { level: 2 }).textContent;
    expect(challengeTexts).toContain(first);
    expect(screen.getByRole('img', { name: `Example: ${first}` })).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await capture(selfie('aaa'));
    expect(screen.getByRole('img', { name: 'Your selfie for step 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    const second = screen.getByRole('heading', { level: 2 }).textContent;
    expect(challengeTexts).toContain(second);
    expect(second).not.toBe(first);

    const submit = screen.getByRole('button', { name: 'Submit Verification' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide both selfies.');

    await capture(selfie('aaa'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Verification' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two selfies cannot be identical.');
    const submitted = ([url, init]: Parameters<typeof fetch>) =>
      init?.method === 'POST' && String(url) === '/api/verification';
    expect(fetchMock.mock.calls.some(submitted)).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Retake' }));
    await capture(selfie('bbb'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Verification' }));
    const submitting = await screen.findByRole('button', { name: 'Submitting...' });
    expect(submitting).toBeDisabled();
    expect(sent?.get('challenge1')).toBe(
      VERIFICATION_CHALLENGES.find((id) => en.challenges[id] === first),
    );
    expect(sent?.get('challenge2')).toBe(
      VERIFICATION_CHALLENGES.find((id) => en.challenges[id] === second),
    );
    expect(sent?.get('selfie1')).toBeInstanceOf(Blob);
    expect(sent?.get('selfie2')).toBeInstanceOf(Blob);

    resolvePost({ status: 201, body: { ...request, status: 'pending', notes: null } });
    expect(
      await screen.findByText(
        'Verification request submitted successfully! We will review it shortly.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Review in Progress')).toBeInTheDocument();
  });

  it.each([
    [
      { status: 409, body: { error: { code: 'KYC_PENDING', message: 'x' } } },
      'Your verification request is under review.',
    ],
    [{ status: 500 }, 'An unexpected error occurred.'],
    [
      { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } },
      'You must be signed in.',
    ],
  ])('shows the failure %#', async (reply, text) => {
    renderVerify({ state: 'unverified', last_request: null }, () => reply);
    await capture(selfie('one'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await capture(selfie('two'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Verification' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('offers a file picker when the camera is not allowed', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    vi.mocked(selfieFromFile).mockResolvedValueOnce(selfie('file'));
    renderVerify({ state: 'unverified', last_request: null });
    expect(await screen.findByText(/Camera permission was denied/)).toBeInTheDocument();
    const input = screen.getByLabelText('Take or choose a selfie');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'user');
    await userEvent.upload(input, new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Your selfie for step 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('says so when there is no camera at all', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    renderVerify({ state: 'unverified', last_request: null });
    expect(await screen.findByText(/No camera is available here/)).toBeInTheDocument();
  });
});

describe('the instant selfie check', () => {
  it('says the face is clear, and sends the selfie with its challenge', async () => {
    const fetchMock = renderVerify({ state: 'unverified', last_request: null });
    await screen.findByText('Step 1 of 2');
    const pose = screen.getByRole('heading', { level: 2 }).textContent;
    await capture(selfie('clear'));
    expect(await screen.findByText('Your face is clear in this selfie.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/selfie-check'));
    const body = call?.[1]?.body as FormData;
    expect(body.get('challenge')).toBe(
      VERIFICATION_CHALLENGES.find((id) => en.challenges[id] === pose),
    );
    expect(body.get('image')).toBeInstanceOf(Blob);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it.each([
    [{ faces: 0, pose: 'not_seen' }, "We can't see a face in this selfie."],
    [{ faces: 2, pose: 'unknown' }, 'We can see 2 faces. Only you should be in the selfie.'],
    [{ faces: 1, pose: 'not_seen' }, "We couldn't see the pose"],
  ])('asks for a retake when it sees %o, and lets the member keep it', async (answer, text) => {
    checkReply = { status: 200, body: answer };
    renderVerify({ state: 'unverified', last_request: null });
    await capture(selfie(`problem-${answer.faces}-${answer.pose}`));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(text);
    const retake = within(warning).getByRole('button', { name: 'Retake' });
    const keep = within(warning).getByRole('button', { name: 'Use it anyway' });
    // Retake is the main action: the only Retake on screen, and first.
    expect(screen.getAllByRole('button', { name: 'Retake' })).toEqual([retake]);
    expect(retake.compareDocumentPosition(keep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(keep);
    expect(screen.getByRole('alert')).toHaveTextContent('You kept this selfie.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('offers Capture only once the camera shows its first frame', async () => {
    renderVerify({ state: 'unverified', last_request: null });
    const preview = await openedPreview();
    // The stream is open but has drawn nothing: a tap now would capture an empty picture.
    expect(screen.getByRole('button', { name: 'Capture' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(en.camera.starting);
    fireEvent(preview, new Event('loadeddata'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Capture' })).toBeEnabled());
    expect(screen.queryByText(en.camera.starting)).toBeNull();
  });

  it('goes back to the camera on Retake', async () => {
    checkReply = { status: 200, body: { faces: 0, pose: 'not_seen' } };
    renderVerify({ state: 'unverified', last_request: null });
    await capture(selfie('dark'));
    const warning = await screen.findByRole('alert');
    await userEvent.click(within(warning).getByRole('button', { name: 'Retake' }));
    expect(await screen.findByRole('button', { name: 'Capture' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when the check fails: the selfie can still be sent', async () => {
    checkReply = { status: 500 };
    renderVerify({ state: 'unverified', last_request: null });
    await capture(selfie('offline'));
    await waitFor(() => expect(screen.queryByText('Checking your selfie...')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
