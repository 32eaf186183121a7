// An attendee's social profiles (docs/behaviour/attendees-and-profile.md: bluesky, youtube, instagram, twitter, linkedin, facebook,
// website, github). A bare handle becomes the network's address; only links the site's URL check passes as off-site
// http(s) addresses are shown (the same rule the profile service applies when they are stored).
import { SOCIAL_NETWORKS, socialLinkHref, type Attendee } from '../../schemas';

export function SocialLinks({ attendee, name }: { attendee: Attendee; name: string }) {
  const links = SOCIAL_NETWORKS.map(({ key, label }) => ({ key, label, href: socialLinkHref(key, attendee[key]) })).filter((l) => l.href !== null);
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
