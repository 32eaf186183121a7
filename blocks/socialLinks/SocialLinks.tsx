import '../shared/buttons.css';
import '../shared/visually-hidden.css';
import { safeLinkHref, useTranslation, type BlockComponentProps } from '../../renderer';
import { SOCIAL_NETWORK_NAMES } from '../../schemas';
import type { SocialLinksProps } from '../../schemas/api-types';
import { orderSocialLinks, type SocialNetwork } from './social-order';
import { socialLinksNamespace, socialLinksStrings } from './strings';
import './social-links.css';

// Short marks drawn in the round badges; the accessible name comes from aria-label, not from these.
const MARKS: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'f',
  instagram: 'IG',
  youtube: '▶',
  linkedin: 'in',
  website: 'www',
  x: 'X',
  teams: 'T',
  github: 'GH',
  tiktok: '♪',
  bluesky: 'bs',
};

export default function SocialLinks({ props }: BlockComponentProps<SocialLinksProps>) {
  const { t } = useTranslation(socialLinksStrings, socialLinksNamespace);
  const { heading, order, ...urls } = props;
  const links = orderSocialLinks(urls as Record<string, string | undefined>, order).flatMap((link) => {
    const href = safeLinkHref(link.url);
    return href ? [{ ...link, href }] : [];
  });
  if (links.length === 0) return null;
  const label = heading || t('translate.socialLinks.label');
  return (
    <nav className="blk-social-links" aria-label={label}>
      {heading ? <p className="blk-social-links__heading">{heading}</p> : null}
      <ul className="blk-social-links__list">
        {links.map((link) => (
          <li key={link.network}>
            <a
              className={`ui-disc blk-social-links__link blk-social-links__link--${link.network}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span aria-hidden="true">{MARKS[link.network]}</span>
              <span className="blk-visually-hidden">
                {t('translate.socialLinks.opens-new-window', { network: link.network === 'website' ? t('translate.socialLinks.network.website') : SOCIAL_NETWORK_NAMES[link.network] })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
