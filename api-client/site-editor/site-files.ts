import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteFileAnswer, SiteFileList } from '../../schemas/api-types';
import { toBase64 } from '../base64';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { MutationHookOptions, QueryHookOptions } from '../react-query-config';
import { useWriteMutation } from '../use-write-mutation';

/** What PUT /siteeditor/file answers: the stored file's id, its URL and whether this call stored it. */
export type StoredSiteFile = SiteFileAnswer;

/** image (default): png, jpeg, jpg. photo: also gif (docs/behaviour/content-and-environments.md). */
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

/** PUT /siteeditor/file: stores one image (content editor or site editor). The server checks its bytes. */
export async function uploadSiteFile(input: UploadSiteFileInput, signal?: AbortSignal): Promise<StoredSiteFile> {
  const data = await toBase64(input.file);
  return apiRequest<StoredSiteFile>('/siteeditor/file', {
    method: 'PUT',
    body: { name: input.name, type: input.type, data, ...(input.purpose ? { purpose: input.purpose } : {}) },
    signal,
  });
}

/** One uploaded image as GET /siteeditor/files lists it. */
export type ListedSiteFile = SiteFileList['files'][number];

/** GET /siteeditor/files: the uploaded images, newest first (content editor or site editor). */
export async function listSiteFiles(signal?: AbortSignal): Promise<ListedSiteFile[]> {
  return (await apiRequest<SiteFileList>('/siteeditor/files', { signal })).files;
}

const siteFilesKey = () => [...queryKeys.siteEditor(), 'files'] as const;

export function siteFilesQueryOptions() {
  return queryOptions({ queryKey: siteFilesKey(), queryFn: ({ signal }) => listSiteFiles(signal), staleTime: 30_000 });
}

/** The uploaded images for an image field to pick from. */
export function useSiteFiles({ queryConfig }: QueryHookOptions<typeof siteFilesQueryOptions> = {}) {
  return useQuery({ ...siteFilesQueryOptions(), ...queryConfig });
}

/** uploadSiteFile as a mutation; the list of uploaded files is read again. */
export function useUploadSiteFile({ mutationConfig }: MutationHookOptions<typeof uploadSiteFile> = {}) {
  return useWriteMutation(uploadSiteFile, (client) => client.invalidateQueries({ queryKey: siteFilesKey() }), mutationConfig);
}
