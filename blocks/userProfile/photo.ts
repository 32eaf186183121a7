// The photo's checks before upload (docs/behaviour/attendees-and-profile.md: png, jpeg, jpg, gif; the server checks the bytes again).
import type { TFunction } from '../../renderer';
import { userProfileStrings, type UserProfileKey } from './strings';

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const PHOTO_ACCEPT = '.png,.jpeg,.jpg,.gif,image/png,image/jpeg,image/gif';
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The reason a file cannot be the photo, or null; in the visitor's language with `t`, else in English. */
export function photoProblem(file: { name: string; type: string; size: number }, t?: TFunction): string | null {
  const say = (key: UserProfileKey) => (t ? t(key) : userProfileStrings[key]);
  if (!/\.(png|jpe?g|gif)$/i.test(file.name) || !(PHOTO_TYPES as readonly string[]).includes(file.type)) return say('translate.userProfile.photo.wrong-type');
  if (file.size > PHOTO_MAX_BYTES) return say('translate.userProfile.photo.too-big');
  return null;
}

/** The file's bytes as base64 (no data: prefix). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
