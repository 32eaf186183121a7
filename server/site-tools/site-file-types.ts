/**
 * What PUT /siteeditor/file accepts (docs/behaviour/editor.md: "Image upload accepts png, jpeg, jpg, a single file";
 * docs/behaviour/content-and-environments.md: "photo upload adds gif"). The bytes decide the type: a name or a MIME type is only a claim,
 * and an HTML or SVG file renamed to .png must never be stored, let alone served back.
 */
export type UploadPurpose = 'image' | 'photo';

export interface SniffedType {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif';
  /** The extension the stored id gets. */
  extension: 'png' | 'jpg' | 'gif';
  /** Name extensions and MIME types that may claim this type. */
  extensions: readonly string[];
  mimeTypes: readonly string[];
}

/** 1 MiB: enough for a banner image, and its base64 form stays under the API's 2 MB body limit. */
export const MAX_UPLOAD_BYTES = 1_048_576;

const PNG: SniffedType = { contentType: 'image/png', extension: 'png', extensions: ['png'], mimeTypes: ['image/png'] };
const JPEG: SniffedType = { contentType: 'image/jpeg', extension: 'jpg', extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] };
const GIF: SniffedType = { contentType: 'image/gif', extension: 'gif', extensions: ['gif'], mimeTypes: ['image/gif'] };

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The image type the bytes are, by their magic numbers; null for anything else. */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  // GIF87a or GIF89a
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return GIF;
  return null;
}

export function allowedTypes(purpose: UploadPurpose): readonly SniffedType[] {
  return purpose === 'photo' ? [PNG, JPEG, GIF] : [PNG, JPEG];
}

/** The accepted name extensions, for messages and the file input's accept attribute. */
export function allowedExtensions(purpose: UploadPurpose): string[] {
  return allowedTypes(purpose).flatMap((t) => t.extensions);
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A name safe to put in a Content-Disposition header: no path, no quotes or control characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._ -]/g, '_').replace(/^\.+/, '').slice(0, 120);
  return cleaned || 'file';
}
