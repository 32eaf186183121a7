// An attendee's social profiles (spec 000 section 3: bluesky, youtube, instagram, twitter, linkedin, facebook,
// website, github). A bare handle becomes the network's address; only http(s) links are shown.
import type { Attendee } from '../../schemas';

const NETWORKS = [
  ['linkedin', 'LinkedIn', 'https://www.linkedin.com/in/'],
  ['github', 'GitHub', 'https://github.com/'],
  ['bluesky', 'Bluesky', 'https://bsky.app/profile/'],
  ['twitter', 'X (Twitter)', 'https://x.com/'],
  ['youtube', 'YouTube', 'https://www.youtube.com/@'],
  ['instagram', 'Instagram', 'https://www.instagram.com/'],
  ['facebook', 'Facebook', 'https://www.facebook.com/'],
  ['website', 'Website', 'https://'],
] as const;

export function socialHref(value: string, prefix: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (/^https?:\/\//i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  return `${prefix}${text.replace(/^@/, '')}`;
}

export function SocialLinks({ attendee, name }: { attendee: Attendee; name: string }) {
  const links = NETWORKS.map(([key, label, prefix]) => ({ key, label, href: socialHref(attendee[key], prefix) })).filter((l) => l.href !== null);
  if (links.length === 0) return null;
  return (
    <ul className="blk-attd__social" aria-label={`${name} elsewhere`}>
      {links.map((l) => (
        <li key={l.key}>
          <a href={l.href ?? undefined} target="_blank" rel="noopener noreferrer">
            {l.label}
            <span className="ui-visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
