import * as v from 'valibot';
import { MediaUploadSchema } from './answers.ts';
import { ApiError, NETWORK_ERROR } from './operator-client.ts';

export type UploadedPicture = v.InferOutput<typeof MediaUploadSchema>['data'];

/**
 * Uploads a picture to the store's media (PUT …/media/{name}, docs/api.md): the file's bytes with
 * its own type, answered with its content-addressed path. XMLHttpRequest, not fetch: only it
 * reports how much of the body is sent, for the progress bar.
 */
export function uploadPicture(storeId: number, name: string, file: File, onProgress: (sent: number, total: number) => void): Promise<UploadedPicture> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `/api/operator/storefronts/${storeId}/media/${encodeURIComponent(name)}`);
    request.setRequestHeader('content-type', file.type);
    request.setRequestHeader('accept', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onerror = () => reject(new ApiError(NETWORK_ERROR, 'The Studio cannot reach the server. Check the connection and try again.'));
    request.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = null;
      }
      if (request.status < 200 || request.status >= 300) {
        const message = json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string' ? (json as { message: string }).message : `The server answered ${request.status}.`;
        reject(new ApiError(request.status, message));
        return;
      }
      const parsed = v.safeParse(MediaUploadSchema, json);
      if (parsed.success) resolve(parsed.output.data);
      else reject(new ApiError(request.status, `The server's answer to the upload was not understood: ${parsed.issues[0].message}`));
    };
    request.send(file);
  });
}
