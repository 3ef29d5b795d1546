import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { completeDraft, mockOnboardingApi, readDraft, seedDraft } from '../testUtils';

const { media: _m, bio: _b, ...before } = completeDraft;
const photo = {
  path: 'u/1_a.webp',
  url: '/files/media/u/1_a.webp',
  placeholder: 'data:image/webp;base64,UklGRg==',
};

/** A stand-in XMLHttpRequest whose answer the test gives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static opened = 0;
  upload = new EventTarget();
  listeners = new EventTarget();
  status = 0;
  responseText = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open() {
    FakeXhr.opened += 1;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.listeners.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.listeners.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.dispatchEvent(new Event('load'));
  }
}

/** The request the upload opened (the mutation starts it a tick later). */
async function sentXhr(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return FakeXhr.last as FakeXhr;
}

function fileInput(): HTMLInputElement {
  return screen.getByLabelText('Choose a photo', { selector: 'input' });
}

describe('PhotosScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = null;
    FakeXhr.opened = 0;
  });

  it('refuses a file that is not an image without calling the server', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchMock = mockOnboardingApi();
    seedDraft(before);
    renderApp('/onboarding/photos');
    await screen.findByRole('heading', { name: 'Add your photos' });
    const callsBefore = fetchMock.mock.calls.length;
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput(), { target: { files: [pdf] } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload an image file.');
    expect(FakeXhr.opened).toBe(0);
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });

  it('needs at least one photo', async () => {
    mockOnboardingApi();
    seedDraft(before);
    const { router } = renderApp('/onboarding/photos');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload at least one photo.');
    expect(router.state.location.pathname).toBe('/onboarding/photos');
  });

  it('uploads with progress, shows the thumbnail as the main photo, and removes it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let deleted: unknown;
    mockOnboardingApi({
      'DELETE /api/me/photos': (body) => {
        deleted = body;
        return { status: 204 };
      },
    });
    seedDraft(before);
    renderApp('/onboarding/photos');
    await screen.findByRole('heading', { name: 'Add your photos' });
    const image = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(fileInput(), { target: { files: [image] } });

    const xhr = await sentXhr();
    expect(xhr.withCredentials).toBe(true);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 1' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => xhr.answer(201, photo));
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', photo.url);
    expect(screen.getByText('Main photo')).toBeInTheDocument();
    expect(readDraft().media).toEqual([photo]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(readDraft().media).toEqual([]));
    expect(deleted).toEqual({ path: photo.path });
  });

  it('says when an upload or a removal fails', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockOnboardingApi({
      'DELETE /api/me/photos': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    seedDraft({ ...before, media: [photo] });
    renderApp('/onboarding/photos');
    await screen.findByRole('img', { name: 'Photo 1' });
    fireEvent.change(fileInput(), {
      target: { files: [new File(['x'], 'b.png', { type: 'image/png' })] },
    });
    const xhr = await sentXhr();
    act(() => xhr.answer(500, { error: { code: 'INTERNAL', message: 'x' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload photo. Please try again.',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Could not remove photo. Please try again.',
      ),
    );
    expect(readDraft().media).toEqual([photo]);
  });

  it('cancels an upload: the slot empties and nothing is reported', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    mockOnboardingApi();
    seedDraft(before);
    renderApp('/onboarding/photos');
    await screen.findByRole('heading', { name: 'Add your photos' });
    fireEvent.change(fileInput(), {
      target: { files: [new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' })] },
    });
    await sentXhr();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel upload of photo 1' }));
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Uploading photo 1' })).toBeNull(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readDraft().media ?? []).toEqual([]);
  });

  it('says why the server refused a photo: too large, or a format it cannot read', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    mockOnboardingApi();
    seedDraft(before);
    renderApp('/onboarding/photos');
    await screen.findByRole('heading', { name: 'Add your photos' });
    const pick = () =>
      fireEvent.change(fileInput(), {
        target: { files: [new File(['x'], 'IMG.jpg', { type: 'image/jpeg' })] },
      });
    pick();
    let xhr = await sentXhr();
    act(() => xhr.answer(413, { error: { code: 'FILE_TOO_LARGE', message: 'x' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is too large.');
    FakeXhr.last = null;
    pick();
    xhr = await sentXhr();
    act(() => xhr.answer(400, { error: { code: 'IMAGE_FORMAT_UNSUPPORTED', message: 'x' } }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "This photo format isn't supported. Please choose a JPEG or PNG.",
      ),
    );
  });
});
