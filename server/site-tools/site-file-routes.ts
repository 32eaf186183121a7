/**
 * The file uploader's routes (docs/behaviour/calls.md: PUT /siteeditor/file, "file with name and type"):
 *  PUT /api/siteeditor/file  { name, type, data (base64), purpose? } -> { changed, id, url, name, type, size } (contenteditor:
 *                            docs/behaviour/roles-and-flags.md gives the file uploader to content editors as well)
 *  GET /api/siteeditor/files  -> { files: [{ id, url, name, type, size, uploadedAt }] } newest first, at most 500
 *                            (contenteditor: the image fields of the editors pick from these)
 *  GET /api/files/{fileId}   the bytes with their image content type (public: pages show these images to everyone)
 *
 * Files live in the store (table site_files), so every API node serves them and backups hold them. The id is a hash
 * of the bytes plus the sniffed extension: the same image uploaded twice is one row, and a URL never changes meaning,
 * so answers may be cached for a year.
 */
import { createHash } from 'node:crypto';
import type { SiteFileAnswer, SiteFileBody, SiteFileContent, SiteFileList, SiteToolsParamsFileId } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import { editorOf } from '../http/context.js';
import { defineRoute, errorAnswers, noQuery, type RouteDefinition } from '../routes/types.js';
import { listSiteFiles, readSiteFile, storeSiteFile } from './site-file-store.js';
import { MAX_UPLOAD_BYTES, allowedExtensions, allowedTypes, extensionOf, safeFileName, sniffImageType } from './site-file-types.js';

/** The most files GET /siteeditor/files lists (its schema's maxItems). */
const MAX_LISTED_FILES = 500;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The checked bytes of an upload and what they are; throws a 400 naming the problem. */
export function checkUpload(body: SiteFileBody) {
  const purpose = body.purpose ?? 'image';
  const allowed = allowedExtensions(purpose);
  if (body.data.length % 4 !== 0 || !BASE64.test(body.data)) {
    throw new ApiError('badRequest', { field: 'data' }, 'data must be the file encoded as base64.');
  }
  const bytes = Buffer.from(body.data, 'base64');
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new ApiError('badRequest', { field: 'data', size: bytes.length, maxBytes: MAX_UPLOAD_BYTES },
      `The file is ${bytes.length} bytes; files may be at most ${MAX_UPLOAD_BYTES} bytes (1 MB).`);
  }
  const sniffed = sniffImageType(bytes);
  const accepted = allowedTypes(purpose);
  if (!sniffed || !accepted.includes(sniffed)) {
    throw new ApiError('badRequest', { field: 'data', allowed },
      `The file's content is not a ${allowed.join(', ')} image.`);
  }
  if (!sniffed.extensions.includes(extensionOf(body.name))) {
    throw new ApiError('badRequest', { field: 'name', allowed: sniffed.extensions },
      `The name ${JSON.stringify(body.name)} does not end in .${sniffed.extensions.join(' or .')}, which the content is.`);
  }
  if (!sniffed.mimeTypes.includes(body.type.toLowerCase())) {
    throw new ApiError('badRequest', { field: 'type', allowed: sniffed.mimeTypes },
      `The type ${JSON.stringify(body.type)} does not match the content (${sniffed.contentType}).`);
  }
  const id = `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${sniffed.extension}`;
  return { id, bytes, contentType: sniffed.contentType };
}

export const siteFileRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Body: SiteFileBody; Reply: SiteFileAnswer }>({
    method: 'PUT', path: '/siteeditor/file', scope: 'contenteditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('site-file-body'), response: { 200: ref('site-file-answer'), ...errorAnswers } },
    handler: async (ctx, req) => {
      const { id, bytes, contentType } = checkUpload(req.body);
      const name = safeFileName(req.body.name);
      const editor = editorOf(req);
      const changed = await storeSiteFile(ctx.db, { id, name, contentType, bytes, uploadedBy: editor.email || editor.id, at: ctx.now() });
      return { changed, id, url: `/api/files/${id}`, name, type: contentType, size: bytes.length };
    },
  }),
  defineRoute<{ Reply: SiteFileList }>({
    method: 'GET', path: '/siteeditor/files', scope: 'contenteditor', write: false,
    schema: { params: noQuery, querystring: noQuery, response: { 200: ref('site-file-list'), ...errorAnswers } },
    handler: async (ctx) => ({
      files: (await listSiteFiles(ctx.db, MAX_LISTED_FILES)).map((f) => ({
        id: f.id,
        url: `/api/files/${f.id}`,
        name: f.name,
        type: f.contentType,
        size: f.size,
        uploadedAt: f.uploadedAt.toISOString(),
      })),
    }),
  }),
  defineRoute<{ Params: SiteToolsParamsFileId; Reply: SiteFileContent }>({
    method: 'GET', path: '/files/:fileId', scope: 'public', write: false,
    schema: { params: ref('site-tools-params', 'fileId'), querystring: noQuery, response: { 200: ref('site-file-content'), ...errorAnswers } },
    handler: async (ctx, req, reply) => {
      const { fileId } = req.params;
      const file = await readSiteFile(ctx.db, fileId);
      if (!file) throw new ApiError('notFound', { fileId }, `No file ${fileId}.`);
      if (req.headers['if-none-match'] === `"${file.id}"`) return reply.code(304).send();
      // Only the three image types are ever stored (checked by content), so inline display is safe; nosniff and the
      // resource CSP (security-headers.ts) stop a browser from reading the bytes as anything else.
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `inline; filename="${safeFileName(file.name)}"`)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', `"${file.id}"`)
        .send(Buffer.from(file.data));
    },
  }),
];
