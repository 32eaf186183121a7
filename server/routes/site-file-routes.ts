/**
 * The file uploader's routes (spec 001 section 7: PUT /siteeditor/file, "file with name and type"):
 *  PUT /api/siteeditor/file  { name, type, data (base64), purpose? } -> { changed, id, url, name, type, size } (contenteditor:
 *                            spec 000 section 6 gives the file uploader to content editors as well)
 *  GET /api/files/{fileId}   the bytes with their image content type (public: pages show these images to everyone)
 *
 * Files live in the store (table site_files), so every API node serves them and backups hold them. The id is a hash
 * of the bytes plus the sniffed extension: the same image uploaded twice is one row, and a URL never changes meaning,
 * so answers may be cached for a year.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import { editorOf } from '../http/context.js';
import type { RouteDefinition } from './route-table.js';
import { MAX_UPLOAD_BYTES, allowedExtensions, allowedTypes, extensionOf, safeFileName, sniffImageType, type UploadPurpose } from './site-file-types.js';

const errors = { '4xx': ref('error'), '5xx': ref('error') };
const noQuery = ref('route-params', 'noQuery');

interface FileBody {
  name: string;
  type: string;
  data: string;
  purpose?: UploadPurpose;
}

interface FileRow {
  id: string;
  name: string;
  content_type: string;
  size: number;
  data: Uint8Array;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The checked bytes of an upload and what they are; throws a 400 naming the problem. */
export function checkUpload(body: FileBody) {
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
  {
    method: 'PUT', path: '/siteeditor/file', scope: 'contenteditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('site-file-body'), response: { 200: ref('site-file-answer'), ...errors } },
    handler: async (ctx, req) => {
      const body = req.body as FileBody;
      const { id, bytes, contentType } = checkUpload(body);
      const name = safeFileName(body.name);
      const editor = editorOf(req);
      const inserted = await ctx.db.query<{ id: string }>(
        `INSERT INTO site_files (id, name, content_type, size, data, uploaded_by, uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [id, name, contentType, bytes.length, bytes, editor.email || editor.id, ctx.now().toISOString()],
      );
      return { changed: inserted.rows.length > 0, id, url: `/api/files/${id}`, name, type: contentType, size: bytes.length };
    },
  },
  {
    method: 'GET', path: '/files/:fileId', scope: 'public', write: false,
    schema: { params: ref('site-tools-params', 'fileId'), querystring: noQuery, response: { 200: ref('site-file-content'), ...errors } },
    handler: async (ctx, req, reply) => {
      const { fileId } = req.params as { fileId: string };
      const { rows } = await ctx.db.query<FileRow>('SELECT id, name, content_type, size, data FROM site_files WHERE id = $1', [fileId]);
      const row = rows[0];
      if (!row) throw new ApiError('notFound', { fileId }, `No file ${fileId}.`);
      if (req.headers['if-none-match'] === `"${row.id}"`) return reply.code(304).send();
      // Only the three image types are ever stored (checked by content), so inline display is safe; nosniff and the
      // resource CSP (security-headers.ts) stop a browser from reading the bytes as anything else.
      return reply
        .type(row.content_type)
        .header('Content-Disposition', `inline; filename="${safeFileName(row.name)}"`)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', `"${row.id}"`)
        .send(Buffer.from(row.data));
    },
  },
];
