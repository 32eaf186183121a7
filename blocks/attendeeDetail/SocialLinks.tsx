// An attendee's social profiles (docs/behaviour/attendees-and-profile.md: bluesky, youtube, instagram, twitter, linkedin, facebook,
// website, github). A bare handle becomes the network's address; only links the site's URL check passes as off-site
// http(s) addresses are shown (the same rule the profile service applies when they are stored).
import { useTranslation } from '../../renderer';
import { SOCIAL_NETWORKS, socialLinkHref } from '../../schemas';
import type { Attendee } from '../../schemas/api-types';
import { attendeeDetailNamespace, attendeeDetailStrings } from './strings';

export function SocialLinks({ attendee, name }: { attendee: Attendee; name: string }) {
  const { t } = useTranslation(attendeeDetailStrings, attendeeDetailNamespace);
  const links = SOCIAL_NETWORKS.map(({ key, label }) => ({ key, label, href: socialLinkHref(key, attendee[key]) })).filter((l) => l.href !== null);
  if (links.length === 0) return null;
  return (
    <ul className="blk-attd__social" aria-label={t('translate.attendeeDetail.social.label', { name })}>
      {links.map((l) => (
        <li key={l.key}>
          <a href={l.href ?? undefined} target="_blank" rel="noopener noreferrer">
            {l.key === 'website' ? t('translate.attendeeDetail.social.website') : l.label}
            <span className="ui-visually-hidden"> {t('translate.attendeeDetail.social.new-tab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
