// "Resources and links": related resources, slides, the lab, the recording and captions once on demand, and the
// session's own links; each opens in a new window.
import { useId, type ReactNode } from 'react';
import { safeLinkHref, useTranslation } from '../../renderer';
import type { Session } from '../../schemas/api-types';
import type { SessionBadge } from './session-state';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';
import './resources.css';

/** A link of the page that opens in a new window, and says so to screen readers. */
export function NewWindowLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="blk-session__resource">
      {children}
      <span className="ui-visually-hidden"> {t('translate.sessionDetail.new-window')}</span>
    </a>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const safe = safeLinkHref(href);
  if (!safe) return null;
  return <NewWindowLink href={safe}>{children}</NewWindowLink>;
}

export function Resources({
  session,
  links,
  showResources,
  badge,
}: {
  session: Session;
  links: { name: string; link: string }[];
  showResources: boolean;
  badge: SessionBadge;
}) {
  const id = useId();
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  const items: { key: string; label: string; href: string; note?: string }[] = [];
  if (showResources) {
    for (const r of session.relatedResources)
      items.push({ key: `r-${r.link}`, label: r.label, href: r.link });
    if (session.slideDeck && !session.doNotPublishSlides)
      items.push({ key: 'slides', label: t('translate.sessionDetail.resources.slides'), href: session.slideDeck, note: 'PDF' });
    if (session.launchLabLink)
      items.push({ key: 'lab', label: t('translate.sessionDetail.resources.lab'), href: session.launchLabLink });
    if (badge === 'on-demand' && session.downloadVideoLink)
      items.push({
        key: 'download',
        label: t('translate.sessionDetail.resources.download'),
        href: session.downloadVideoLink,
        note: 'MP4',
      });
    if (badge === 'on-demand' && session.captionFileLink)
      items.push({ key: 'captions', label: t('translate.sessionDetail.resources.captions'), href: session.captionFileLink, note: 'WebVTT' });
  }
  for (const l of links) items.push({ key: `l-${l.link}`, label: l.name, href: l.link });
  if (items.length === 0) return null;
  return (
    <section className="blk-session__section" aria-labelledby={id}>
      <h2 id={id} className="blk-session__h2">
        {t('translate.sessionDetail.resources.heading')}
      </h2>
      <ul className="blk-session__resources">
        {items.map((item) => (
          <li key={item.key}>
            <ExternalLink href={item.href}>
              <span>{item.label}</span>
              {item.note ? <span className="blk-session__note">{item.note}</span> : null}
            </ExternalLink>
          </li>
        ))}
      </ul>
      {session.nextStep ? <p className="blk-session__next">{t('translate.sessionDetail.resources.next-step', { step: session.nextStep })}</p> : null}
    </section>
  );
}
