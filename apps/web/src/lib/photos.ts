// The member's own photos on the server (POST and DELETE /api/me/photos), shared by the
// onboarding photo step and Edit Profile.
import { ERROR_MESSAGES, photoUploadResponseSchema } from '@dating/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorOf, apiFetch, getImpersonationToken, isApiError } from './api';
import { SESSION_QUERY_KEY } from './queryClient';

/** An uploaded photo: the `path` to send in `media`, the `url` to show it. */
export interface UploadedPhoto {
  path: string;
  url: string;
}

const IMAGE_NAME = /\.(jpe?g|png|gif|webp|heic|heif|avif|bmp|tiff?)$/i;

/** A file the browser calls an image (or, without a type, one named like an image). */
export function isImageFile(file: File): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);
}

/**
 * POST /api/me/photos as multipart `file`, through XMLHttpRequest for its upload progress
 * (fetch has none). Same credentials as apiFetch: the cookie, or this tab's bearer token.
 */
export function uploadPhoto(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/me/photos');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getImpersonationToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
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
    const networkError = () => reject(new ApiError(0, 'INTERNAL', ERROR_MESSAGES.INTERNAL));
    xhr.addEventListener('error', networkError);
    xhr.addEventListener('abort', networkError);
    xhr.addEventListener('timeout', networkError);
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

export interface UploadVariables {
  file: File;
  /** Called with the fraction sent so far (0..1). */
  onProgress?: (fraction: number) => void;
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
    mutationFn: ({ file, onProgress }: UploadVariables) => uploadPhoto(file, onProgress),
    onError,
  });
  const remove = useMutation({
    mutationFn: (path: string) => apiFetch('/api/me/photos', { method: 'DELETE', body: { path } }),
    onSuccess: (_answer, path) => onRemoved?.(path),
    onError,
  });
  return { upload, remove };
}
