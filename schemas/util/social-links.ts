// An attendee's social links (docs/behaviour/blocks.md: bluesky, youtube, instagram, twitter, linkedin, facebook, website,
// github): a full web address or a bare handle, which becomes the network's address. Both go through the site's one
// URL check (safe-url.ts), on write (the profile service refuses the value) and on render (the link is left out).
import { stripUrl, vetLink } from './safe-url';

export const SOCIAL_NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn', prefix: 'https://www.linkedin.com/in/' },
  { key: 'github', label: 'GitHub', prefix: 'https://github.com/' },
  { key: 'bluesky', label: 'Bluesky', prefix: 'https://bsky.app/profile/' },
  { key: 'twitter', label: 'X (Twitter)', prefix: 'https://x.com/' },
  { key: 'youtube', label: 'YouTube', prefix: 'https://www.youtube.com/@' },
  { key: 'instagram', label: 'Instagram', prefix: 'https://www.instagram.com/' },
  { key: 'facebook', label: 'Facebook', prefix: 'https://www.facebook.com/' },
  { key: 'website', label: 'Website', prefix: 'https://' },
] as const;

export type SocialKey = (typeof SOCIAL_NETWORKS)[number]['key'];

// A handle: letters, digits and . _ ~ - with path segments (a website's host and path), nothing a URL parser could
// read as a scheme, a host of its own ('//x', '/\x') or an escape.
const HANDLE = /^@?[\p{L}\p{N}][\p{L}\p{N}._~-]*(?:\/[\p{L}\p{N}._~-]+)*\/?$/u;
const WEB_SCHEME = /^https?:\/\//i;

/**
 * The address a social value links to, or null when it is empty or not a link the site may show: an off-site http(s)
 * address by the URL check, or a handle. The raw value is judged as written: control characters or spaces in it (a
 * browser would strip them: "java<TAB>script:", "<U+0001>javascript:") make it no link at all.
 */
export function socialLinkHref(key: string, value: string): string | null {
  const text = value.trim();
  if (text === '' || stripUrl(text) !== text || /\s/.test(text)) return null;
  const network = SOCIAL_NETWORKS.find((n) => n.key === key);
  if (!network) return null;
  const candidate = WEB_SCHEME.test(text) ? text : HANDLE.test(text) ? `${network.prefix}${text.replace(/^@/, '')}` : null;
  if (candidate === null) return null;
  // Judged against the site's own origin: only an address that leaves the site over http(s) is a social link.
  const vetted = vetLink(candidate, 'https://site.invalid/');
  return vetted?.external && WEB_SCHEME.test(vetted.href) ? vetted.href : null;
}

/** Why a social value cannot be stored, or null when it can (an empty value clears the link). */
export function socialLinkProblem(key: string, value: string): string | null {
  if (value.trim() === '' || socialLinkHref(key, value) !== null) return null;
  return `social.${key} must be a web address (https://...) or a handle.`;
}
