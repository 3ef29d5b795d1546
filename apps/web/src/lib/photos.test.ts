import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { PhotoRefused } from './imageResize';
import { photoFailure, sendPhoto, UploadCancelled } from './photos';

type Outcome = 'drop' | 'ok' | 'hang';

/** A stand-in XMLHttpRequest answering each send with the next outcome. */
function fakeXhr(outcomes: Outcome[]) {
  const sent: FormData[] = [];
  class FakeXhr extends EventTarget {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = new EventTarget();
    open() {}
    setRequestHeader() {}
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(body: FormData) {
      sent.push(body);
      const outcome = outcomes.shift();
      queueMicrotask(() => {
        if (outcome === 'drop') this.dispatchEvent(new Event('error'));
        if (outcome === 'ok') {
          this.status = 201;
          this.responseText = JSON.stringify({
            path: 'a/x.webp',
            url: '/files/media/a/x.webp',
            placeholder: 'data:image/webp;base64,AA',
          });
          this.dispatchEvent(new Event('load'));
        }
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

// jsdom cannot decode images: the photo goes as it is (the resize has its own tests).
const photo = () => new File([new Uint8Array(2048)], 'me.jpg', { type: 'image/jpeg' });

afterEach(() => vi.unstubAllGlobals());

describe('sendPhoto', () => {
  it('tries a dropped upload again and succeeds', async () => {
    const sent = fakeXhr(['drop', 'drop', 'ok']);
    const progress: number[] = [];
    const uploaded = await sendPhoto(photo(), (p) => progress.push(p), undefined, [0, 0]);
    expect(uploaded.url).toBe('/files/media/a/x.webp');
    expect(uploaded.placeholder).toMatch(/^data:/);
    expect(sent).toHaveLength(3);
  });

  it('gives up after the last retry with a network error', async () => {
    fakeXhr(['drop', 'drop', 'drop']);
    await expect(sendPhoto(photo(), undefined, undefined, [0, 0])).rejects.toMatchObject({
      status: 0,
    });
  });

  it('is cancelled by its signal, without retrying', async () => {
    const sent = fakeXhr(['hang', 'ok']);
    const controller = new AbortController();
    const pending = sendPhoto(photo(), undefined, controller.signal, [0]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(UploadCancelled);
    expect(sent).toHaveLength(1);
  });
});

describe('photoFailure', () => {
  it('says why the file was refused, or nothing for a cancel', () => {
    expect(photoFailure(new UploadCancelled())).toBeNull();
    expect(photoFailure(new PhotoRefused('FILE_TOO_LARGE'))).toBe('FILE_TOO_LARGE');
    expect(photoFailure(new ApiError(413, 'FILE_TOO_LARGE', 'x'))).toBe('FILE_TOO_LARGE');
    expect(photoFailure(new ApiError(400, 'IMAGE_REQUIRED', 'x'))).toBe('IMAGE_FORMAT_UNSUPPORTED');
    expect(photoFailure(new ApiError(400, 'IMAGE_FORMAT_UNSUPPORTED', 'x'))).toBe(
      'IMAGE_FORMAT_UNSUPPORTED',
    );
    expect(photoFailure(new ApiError(0, 'INTERNAL', 'x'))).toBe('failed');
  });
});
