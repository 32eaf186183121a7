// A sponsor's, exhibitor's or partner's page at /sponsors/{id}, /exhibitors/{id}, /partners/{id}:
// logo, name, tier, booth, website and offers (vetted links, off-site ones in a new window), description, the
// company's sessions linking to theirs and its speakers linking to theirs (when speaker pages are on); an unknown id
// shows a not-found state (and the server answers 404). The server prefetches the company (load.ts).
import { useQuery } from '@tanstack/react-query';
import { companyQueryOptions } from '../../api-client/catalog';
import { OFF_SITE_LINK, useTranslation, vetLink, type BlockComponentProps } from '../../renderer';
import type { CompanyDetailProps } from '../../schemas/api-types';
import { LinkButton, Pill } from '../../ui';
import { useOnSite } from '../shared/on-site';
import { useDetailHead } from '../shared/directory/detail-head';
import { companyRoute } from '../shared/directory/directory-state';
import { FavoriteSlot, SPONSOR_FAVORITE } from '../shared/directory/favorite-slot';
import { DetailArticle, DetailPending, DetailSection, SectionCount, SessionsSection, useDetailBasics } from '../shared/directory/detail-page';
import { isNotFound, Picture } from '../shared/directory/parts';
import { Fact } from '../shared/Fact';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';
import { companyDetailNamespace, companyDetailStrings } from './strings';

/** The kinds with texts of their own (`translate.companyDetail.{kind}.…`); any other kind reads the `company` ones. */
const KINDS: ReadonlySet<string> = new Set(['sponsor', 'exhibitor', 'partner']);
const TIERS: ReadonlySet<string> = new Set(['platinum', 'gold', 'silver', 'community']);
const kindKey = (kind: string) => (KINDS.has(kind) ? kind : 'company');

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
  const { idBase, language, features, viewer, spaClick, routeId } = useDetailBasics();
  const id = props.companyId || routeId || undefined;
  const apiKind = kind === 'all' ? 'company' : kind;
  // No refetch of a failed load on mount: the server's not-found answer stays (and the server render sees it).
  const detail = useQuery({ ...companyQueryOptions(viewer, apiKind, id ?? ''), enabled: Boolean(id), retryOnMount: false });
  const { t } = useTranslation(companyDetailStrings, companyDetailNamespace);
  const company = detail.data?.company;
  const route = companyRoute(company?.kind ?? (kind === 'all' ? 'sponsor' : kind));
  const backKind = company?.kind ?? kind;
  const back = { href: `/${language}/${route}`, text: props.backLinkText ?? t(`translate.companyDetail.${KINDS.has(backKind) ? backKind : 'sponsor'}.back`), onClick: spaClick };
  const missing = !id || isNotFound(detail.error);
  const noun = kind === 'all' ? 'company' : kindKey(kind);
  useDetailHead(
    company
      ? { title: t('translate.companyDetail.page-title', { name: company.name, kind: t(`translate.companyDetail.${kindKey(company.kind)}.kind`) }), description: company.description.slice(0, 160) }
      : missing
        ? { title: t(`translate.companyDetail.${noun}.not-found`), notFound: true }
        : null,
  );

  if (missing || detail.isError || !company || !detail.data) {
    const texts = {
      notFoundTitle: t(`translate.companyDetail.${noun}.not-found`),
      notFoundText: t(`translate.companyDetail.${noun}.not-found.text`),
      failedText: t(`translate.companyDetail.${noun}.load-failed`),
    };
    return <DetailPending texts={texts} missing={missing} failed={detail.isError} back={back} />;
  }

  const { sessions, speakers } = detail.data;
  const website = vetLink(company.website);
  const offers = company.offers.flatMap((o) => {
    const link = vetLink(o.offerLinkUrl);
    return link ? [{ title: o.offerTitle, link }] : [];
  });
  const speakerPages = features.enableSpeakers !== false;
  const hero = (
    <>
      <p className="blk-dir__pills">
        <Pill>{KINDS.has(company.kind) ? t(`translate.companyDetail.${company.kind}.kind`) : company.kind}</Pill>
        {TIERS.has(company.tier) ? (
          <Pill className={`blk-dir__tier blk-dir__tier--${company.tier}`}>
            {t(KINDS.has(company.kind) ? `translate.companyDetail.tier.${company.tier}.${company.kind}` : `translate.companyDetail.tier.${company.tier}`)}
          </Pill>
        ) : null}
      </p>
      <dl className="blk-dir__facts">
        {company.booth ? <Fact term={t('translate.companyDetail.booth')}>{company.booth}</Fact> : null}
        {website ? (
          <Fact term={t('translate.companyDetail.website')}>
            <a href={website.href} {...(website.external ? OFF_SITE_LINK : {})}>
              {displayUrl(website.href)}
              {website.external ? <span className="ui-visually-hidden"> {t('translate.companyDetail.new-window')}</span> : null}
            </a>
          </Fact>
        ) : null}
      </dl>
      <FavoriteSlot kind={SPONSOR_FAVORITE} id={company.companyId} label={company.name} />
    </>
  );
  return (
    <DetailArticle idBase={idBase} back={back} heroClassName="blk-dir__hero--company" picture={<Picture src={company.logo} name={company.name} shape="logo" size={120} />} name={company.name} hero={hero}>
      {company.description ? (
        <DetailSection id={`${idBase}-about`} title={t('translate.companyDetail.about', { name: company.name })}>
          <p className="blk-dir__prose">{company.description}</p>
        </DetailSection>
      ) : null}
      {offers.length > 0 ? (
        <DetailSection id={`${idBase}-offers`} title={t('translate.companyDetail.offers')}>
          <ul className="blk-dir__offers">
            {offers.map((o, i) => (
              <li key={i}>
                <LinkButton variant="secondary" href={o.link.href} {...(o.link.external ? OFF_SITE_LINK : {})}>
                  {o.title}
                  {o.link.external ? <span className="ui-visually-hidden"> {t('translate.companyDetail.new-window')}</span> : null}
                </LinkButton>
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
      {showSessions ? (
        <SessionsSection
          id={`${idBase}-s`}
          heading={t('translate.companyDetail.sessions')}
          sessions={sessions}
          emptyText={t('translate.companyDetail.sessions.none', { name: company.name })}
          label={t('translate.companyDetail.sessions.label', { name: company.name })}
          onClick={spaClick}
        />
      ) : null}
      {showSpeakers && speakers.length > 0 ? (
        <DetailSection id={`${idBase}-p`} title={<>{t('translate.companyDetail.speakers')}<SectionCount count={speakers.length} /></>}>
          <ul className="blk-dir__people" aria-label={t('translate.companyDetail.speakers.label', { name: company.name })}>
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
        </DetailSection>
      ) : null}
    </DetailArticle>
  );
}
