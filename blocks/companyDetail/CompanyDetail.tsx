// A sponsor's, exhibitor's or partner's page at /sponsors/{id}, /exhibitors/{id}, /partners/{id}:
// logo, name, tier, booth, website and offers (vetted links, off-site ones in a new window), description, the
// company's sessions linking to theirs and its speakers linking to theirs (when speaker pages are on); an unknown id
// shows a not-found state (and the server answers 404). The server prefetches the company (load.ts).
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router';
import { viewerKeyOrAnonymous, useSession } from '../../api-client';
import { companyQueryOptions } from '../../api-client/catalog';
import { OFF_SITE_LINK, useRenderContext, vetLink, type BlockComponentProps } from '../../renderer';
import type { CompanyDetailProps } from '../../schemas';
import { LinkButton, Pill, Skeleton } from '../../ui';
import { useOnSite } from '../shared/on-site';
import { useDetailHead } from '../shared/directory/detail-head';
import { companyRoute } from '../shared/directory/directory-state';
import { FavoriteSlot, SPONSOR_FAVORITE } from '../shared/directory/favorite-slot';
import { BackLink, isNotFound, LoadFailed, NotFound, Picture, SessionList } from '../shared/directory/parts';
import { useSpaClick } from '../shared/list/use-list-url';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';

const KIND_LABELS: Record<string, string> = { sponsor: 'Sponsor', exhibitor: 'Exhibitor', partner: 'Partner' };
const TIER_LABELS: Record<string, string> = { platinum: 'Platinum', gold: 'Gold', silver: 'Silver', community: 'Community' };
const BACK_TEXT: Record<string, string> = { sponsor: 'All sponsors', exhibitor: 'All exhibitors', partner: 'All partners', all: 'All sponsors' };

export default function CompanyDetail(block: BlockComponentProps<CompanyDetailProps>) {
  const onSite = useOnSite();
  if (!onSite) {
    return (
      <div className="blk-dir">
        <p>The company{block.props.companyId ? ` ${block.props.companyId}` : ''}, its booth, offers, sessions and speakers show here on the site.</p>
      </div>
    );
  }
  return <Detail {...block} />;
}

/** The web address shown for a website link: host and path without the scheme. */
function displayUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return href;
  }
}

function Detail({ props }: BlockComponentProps<CompanyDetailProps>) {
  const { kind = 'all', showSessions = true, showSpeakers = true } = props;
  const idBase = useId();
  const { language, features } = useRenderContext();
  const { user } = useSession();
  const viewer = viewerKeyOrAnonymous(user);
  const spaClick = useSpaClick();
  const routeId = useParams().id;
  const id = props.companyId || routeId || undefined;
  const apiKind = kind === 'all' ? 'company' : kind;
  // No refetch of a failed load on mount: the server's not-found answer stays (and the server render sees it).
  const detail = useQuery({ ...companyQueryOptions(viewer, apiKind, id ?? ''), enabled: Boolean(id), retryOnMount: false });
  const company = detail.data?.company;
  const route = companyRoute(company?.kind ?? (kind === 'all' ? 'sponsor' : kind));
  const backHref = `/${language}/${route}`;
  const backLinkText = props.backLinkText ?? BACK_TEXT[company?.kind ?? kind] ?? 'All sponsors';
  const missing = !id || isNotFound(detail.error);
  const noun = kind === 'all' ? 'Company' : (KIND_LABELS[kind] ?? 'Company');
  useDetailHead(
    company
      ? { title: `${company.name} | ${KIND_LABELS[company.kind] ?? 'Company'}`, description: company.description.slice(0, 160) }
      : missing
        ? { title: `${noun} not found`, notFound: true }
        : null,
  );

  if (missing) {
    return (
      <NotFound
        heading={`${noun} not found`}
        text={`There is no ${noun.toLowerCase()} at this address. It may have left the event's lineup.`}
        backHref={backHref}
        backText={backLinkText}
        onClick={spaClick}
      />
    );
  }
  if (detail.isError) {
    return <LoadFailed what={noun.toLowerCase()} backHref={backHref} backText={backLinkText} onClick={spaClick} />;
  }
  if (!company || !detail.data) {
    return (
      <div className="blk-dir blk-dir--detail" aria-busy="true">
        <BackLink href={backHref} text={backLinkText} onClick={spaClick} />
        <Skeleton height="10rem" />
      </div>
    );
  }

  const { sessions, speakers } = detail.data;
  const website = vetLink(company.website);
  const offers = company.offers.flatMap((o) => {
    const link = vetLink(o.offerLinkUrl);
    return link ? [{ title: o.offerTitle, link }] : [];
  });
  const speakerPages = features.enableSpeakers !== false;
  return (
    <article className="blk-dir blk-dir--detail" aria-labelledby={`${idBase}-h`}>
      <BackLink href={backHref} text={backLinkText} onClick={spaClick} />
      <header className="blk-dir__hero blk-dir__hero--company">
        <Picture src={company.logo} name={company.name} shape="logo" size={120} />
        <div className="blk-dir__hero-text">
          <h1 id={`${idBase}-h`} className="blk-dir__title">
            {company.name}
          </h1>
          <p className="blk-dir__pills">
            <Pill>{KIND_LABELS[company.kind] ?? company.kind}</Pill>
            {TIER_LABELS[company.tier] ? <Pill className={`blk-dir__tier blk-dir__tier--${company.tier}`}>{TIER_LABELS[company.tier]} {KIND_LABELS[company.kind]?.toLowerCase()}</Pill> : null}
          </p>
          <dl className="blk-dir__facts">
            {company.booth ? (
              <div>
                <dt>Booth</dt>
                <dd>{company.booth}</dd>
              </div>
            ) : null}
            {website ? (
              <div>
                <dt>Website</dt>
                <dd>
                  <a href={website.href} {...(website.external ? OFF_SITE_LINK : {})}>
                    {displayUrl(website.href)}
                    {website.external ? <span className="ui-visually-hidden"> (opens in a new window)</span> : null}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          <FavoriteSlot kind={SPONSOR_FAVORITE} id={company.companyId} label={company.name} />
        </div>
      </header>
      {company.description ? (
        <section className="blk-dir__section" aria-labelledby={`${idBase}-about`}>
          <h2 id={`${idBase}-about`} className="blk-dir__section-title">
            About {company.name}
          </h2>
          <p className="blk-dir__prose">{company.description}</p>
        </section>
      ) : null}
      {offers.length > 0 ? (
        <section className="blk-dir__section" aria-labelledby={`${idBase}-offers`}>
          <h2 id={`${idBase}-offers`} className="blk-dir__section-title">
            Offers
          </h2>
          <ul className="blk-dir__offers">
            {offers.map((o, i) => (
              <li key={i}>
                <LinkButton variant="secondary" href={o.link.href} {...(o.link.external ? OFF_SITE_LINK : {})}>
                  {o.title}
                  {o.link.external ? <span className="ui-visually-hidden"> (opens in a new window)</span> : null}
                </LinkButton>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {showSessions ? (
        <section className="blk-dir__section" aria-labelledby={`${idBase}-s`}>
          <h2 id={`${idBase}-s`} className="blk-dir__section-title">
            Sessions{sessions.length > 0 ? <span className="blk-dir__section-count"> ({sessions.length})</span> : null}
          </h2>
          {sessions.length === 0 ? (
            <p className="blk-dir__empty">{company.name} has no sessions in the program yet.</p>
          ) : (
            <SessionList sessions={sessions} onClick={spaClick} label={`Sessions by ${company.name}`} />
          )}
        </section>
      ) : null}
      {showSpeakers && speakers.length > 0 ? (
        <section className="blk-dir__section" aria-labelledby={`${idBase}-p`}>
          <h2 id={`${idBase}-p`} className="blk-dir__section-title">
            Speakers<span className="blk-dir__section-count"> ({speakers.length})</span>
          </h2>
          <ul className="blk-dir__people" aria-label={`Speakers from ${company.name}`}>
            {speakers.map((s) => (
              <li key={s.speakerId} className="blk-dir__card blk-dir__person blk-dir__person--small">
                <Picture src={s.thumbnail || s.photo} name={s.displayName} shape="round" size={48} />
                <div className="blk-dir__who">
                  <h3 className="blk-dir__name">
                    {speakerPages ? (
                      <a className="blk-dir__link" href={`/${language}/speakers/${encodeURIComponent(s.speakerId)}`} onClick={spaClick}>
                        {s.displayName}
                      </a>
                    ) : (
                      s.displayName
                    )}
                  </h3>
                  {s.jobTitle ? <p className="blk-dir__role">{s.jobTitle}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
