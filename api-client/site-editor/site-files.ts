import type { SiteFileAnswer } from '../../schemas';
import { apiRequest } from '../http';
import type { MutationHookOptions } from '../react-query-config';
import { useWriteMutation } from '../use-write-mutation';

/** What PUT /siteeditor/file answers: the stored file's id, its URL and whether this call stored it. */
export type StoredSiteFile = SiteFileAnswer;

/** image (default): png, jpeg, jpg. photo: also gif (spec 000 section 5). */
export type UploadPurpose = 'image' | 'photo';

/** The server's limit (server/routes/site-file-types.ts): checked here too, so a large file fails at once. */
export const MAX_UPLOAD_BYTES = 1_048_576;

export const UPLOAD_EXTENSIONS: Readonly<Record<UploadPurpose, readonly string[]>> = {
  image: ['png', 'jpeg', 'jpg'],
  photo: ['png', 'jpeg', 'jpg', 'gif'],
};

export interface UploadSiteFileInput {
  file: Blob;
  name: string;
  /** The MIME type the browser reported (File.type). */
  type: string;
  purpose?: UploadPurpose;
}

async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode under the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** PUT /siteeditor/file: stores one image (content editor or site editor). The server checks its bytes. */
export async function uploadSiteFile(input: UploadSiteFileInput, signal?: AbortSignal): Promise<StoredSiteFile> {
  const data = await toBase64(input.file);
  return apiRequest<StoredSiteFile>('/siteeditor/file', {
    method: 'PUT',
    body: { name: input.name, type: input.type, data, ...(input.purpose ? { purpose: input.purpose } : {}) },
    signal,
  });
}

/** uploadSiteFile as a mutation; a stored file is read by no query, so nothing in the cache changes. */
export function useUploadSiteFile({ mutationConfig }: MutationHookOptions<typeof uploadSiteFile> = {}) {
  return useWriteMutation(uploadSiteFile, () => undefined, mutationConfig);
}
