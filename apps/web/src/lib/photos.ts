// The member's own photos on the server (POST and DELETE /api/me/photos), shared by the
// onboarding photo step and Edit Profile.
import { ENTRY_ERROR_MESSAGES, photoUploadResponseSchema } from '@dating/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorOf, apiFetch, getImpersonationToken, isApiError } from './api';
import { PhotoRefused, preparePhoto } from './imageResize';
import { SESSION_QUERY_KEY } from './queryClient';

/** An uploaded photo: the `path` to send in `media`, the `url` to show it. */
export interface UploadedPhoto {
  path: string;
  url: string;
  /** Tiny inline preview shown until the photo has loaded ('' when none). */
  placeholder: string;
}

const IMAGE_NAME = /\.(jpe?g|png|gif|webp|heic|heif|avif|bmp|tiff?)$/i;

/** A file the browser calls an image (or, without a type, one named like an image). */
export function isImageFile(file: File): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);
}

/** The upload was cancelled by the member: nothing to report. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

export const isUploadCancelled = (error: unknown) => error instanceof UploadCancelled;

/**
 * POST /api/me/photos as multipart `file`, through XMLHttpRequest for its upload progress
 * (fetch has none). Same credentials as apiFetch: the cookie, or this tab's bearer token.
 * A dropped connection rejects with status 0; `signal` cancels (UploadCancelled).
 */
export function uploadPhoto(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/me/photos');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getImpersonationToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    const cancel = () => xhr.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    const settle = () => signal?.removeEventListener('abort', cancel);
    xhr.addEventListener('load', () => {
      settle();
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(apiErrorOf(xhr.status, data));
      const parsed = photoUploadResponseSchema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else reject(apiErrorOf(500, undefined));
    });
    const networkError = () => {
      settle();
      reject(
        signal?.aborted
          ? new UploadCancelled()
          : new ApiError(0, 'INTERNAL', ENTRY_ERROR_MESSAGES.INTERNAL),
      );
    };
    xhr.addEventListener('error', networkError);
    xhr.addEventListener('abort', networkError);
    xhr.addEventListener('timeout', networkError);
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

/** Waits before trying a dropped upload again (a phone between cells, a tunnel). */
export const RETRY_DELAYS_MS = [1_000, 3_000];

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new UploadCancelled());
      },
      { once: true },
    );
  });
}

/**
 * Makes the photo small on the device (lib/imageResize.ts), then uploads it; a dropped
 * connection (status 0) is tried again after each of RETRY_DELAYS_MS. Refusals are not retried.
 */
export async function sendPhoto(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
  delays = RETRY_DELAYS_MS,
): Promise<UploadedPhoto> {
  const prepared = await preparePhoto(file);
  if (signal?.aborted) throw new UploadCancelled();
  for (let attempt = 0; ; attempt++) {
    try {
      return await uploadPhoto(prepared, onProgress, signal);
    } catch (error) {
      const dropped = isApiError(error) && error.status === 0;
      const delay = delays[attempt];
      if (!dropped || delay === undefined) throw error;
      onProgress?.(0);
      await pause(delay, signal);
    }
  }
}

/** Why an upload failed: an `errors` catalogue code about the file, or 'failed' (try again). */
export type PhotoFailure = 'FILE_TOO_LARGE' | 'IMAGE_FORMAT_UNSUPPORTED' | 'failed';

/** Why an upload failed, or null when the member cancelled it. */
export function photoFailure(error: unknown): PhotoFailure | null {
  if (isUploadCancelled(error)) return null;
  if (error instanceof PhotoRefused) return error.code;
  if (isApiError(error)) {
    if (error.code === 'FILE_TOO_LARGE' || error.code === 'IMAGE_FORMAT_UNSUPPORTED') {
      return error.code;
    }
    // Bytes the server cannot read as a picture: the same advice as an unknown format.
    if (error.code === 'IMAGE_REQUIRED') return 'IMAGE_FORMAT_UNSUPPORTED';
  }
  return 'failed';
}

export interface UploadVariables {
  file: File;
  /** Called with the fraction sent so far (0..1). */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload (UploadCancelled). */
  signal?: AbortSignal;
}

/**
 * Uploading and removing the member's photos. An upload is stored at once but joins the profile
 * only when the caller saves `media`; a removal takes the photo off the profile too, so
 * `onRemoved` lets the caller refresh what it shows of the profile.
 */
export function usePhotoUploads({ onRemoved }: { onRemoved?: (path: string) => unknown } = {}) {
  const client = useQueryClient();
  // A 401 means the session ended: let the guards find out.
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) {
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  };
  const upload = useMutation({
    mutationFn: ({ file, onProgress, signal }: UploadVariables) =>
      sendPhoto(file, onProgress, signal),
    onError,
  });
  const remove = useMutation({
    mutationFn: (path: string) => apiFetch('/api/me/photos', { method: 'DELETE', body: { path } }),
    onSuccess: (_answer, path) => onRemoved?.(path),
    onError,
  });
  return { upload, remove };
}
