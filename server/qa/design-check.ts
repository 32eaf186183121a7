/**
 * Checks an uploaded design image (PNG or JPEG, validated by type, size and dimensions). The bytes decide
 * the type (magic numbers), the header the dimensions: the width must be the breakpoint's (a design is compared
 * pixel for pixel with the capture at that width), the height 100 to 20000 px.
 */
import { ApiError } from '../errors.js';

export const MAX_DESIGN_BYTES = 8 * 1024 * 1024;
export const MIN_DESIGN_HEIGHT = 100;
export const MAX_DESIGN_HEIGHT = 20_000;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface ImageFacts {
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** The type and dimensions the bytes themselves declare, or null for anything but PNG and baseline/progressive JPEG. */
export function imageFacts(bytes: Buffer): ImageFacts | null {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { contentType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1] ?? 0;
      // Start-of-frame markers (C0-CF but C4 DHT, C8 JPG, CC DAC) carry the height and width.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { contentType: 'image/jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return null;
}

export function checkDesign(body: { name: string; type: string; data: string }, width: number): ImageFacts & { bytes: Buffer } {
  if (body.data.length % 4 !== 0 || !BASE64.test(body.data)) {
    throw new ApiError('badRequest', { field: 'data' }, 'data must be the image encoded as base64.');
  }
  const bytes = Buffer.from(body.data, 'base64');
  if (bytes.length > MAX_DESIGN_BYTES) {
    throw new ApiError('badRequest', { field: 'data', size: bytes.length, maxBytes: MAX_DESIGN_BYTES }, `The image is ${bytes.length} bytes; a design image may be at most ${MAX_DESIGN_BYTES} bytes (8 MB).`);
  }
  const facts = imageFacts(bytes);
  if (!facts) throw new ApiError('badRequest', { field: 'data', allowed: ['png', 'jpeg'] }, 'The file is not a PNG or JPEG image.');
  if (!/^image\/(png|jpeg|jpg)$/i.test(body.type) || (facts.contentType === 'image/png') !== /png/i.test(body.type)) {
    throw new ApiError('badRequest', { field: 'type', allowed: [facts.contentType] }, `The type ${JSON.stringify(body.type)} does not match the content (${facts.contentType}).`);
  }
  if (facts.width !== width) {
    throw new ApiError('badRequest', { field: 'data', width: facts.width, expected: width }, `The image is ${facts.width} px wide; a design for this breakpoint must be ${width} px wide.`);
  }
  if (facts.height < MIN_DESIGN_HEIGHT || facts.height > MAX_DESIGN_HEIGHT) {
    throw new ApiError('badRequest', { field: 'data', height: facts.height }, `The image is ${facts.height} px high; a design image is ${MIN_DESIGN_HEIGHT} to ${MAX_DESIGN_HEIGHT} px high.`);
  }
  return { ...facts, bytes };
}
