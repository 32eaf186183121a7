/** The element id a URL hash points at ('#faq' -> 'faq'); tab explorer hashes '#{componentId}&{tabId}' -> componentId. */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: use the hash as written.
  }
  return decoded.split('&')[0] || null;
}
