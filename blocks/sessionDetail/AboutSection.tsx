// "About this session": the abstract, the AI summary, the facts list and the tags (each a catalog search).
import type { ReactNode } from 'react';
import { RouterLink as Link, useTranslation, type TFunction } from '../../renderer';
import type { Session } from '../../schemas/api-types';
import { formatList } from './list-format';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';
import './about.css';

export function AboutSection({
  session,
  headingId,
  showTags,
  language,
}: {
  session: Session;
  headingId: string;
  showTags: boolean;
  language: string;
}) {
  const abstract = session.abstract || session.description;
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  return (
    <section className="blk-session__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="blk-session__h2">
        {t('translate.sessionDetail.about.heading')}
      </h2>
      {abstract ? <p className="blk-session__abstract">{abstract}</p> : null}
      {session.aiDescription ? <p className="blk-session__summary">{session.aiDescription}</p> : null}
      <Facts session={session} t={t} language={language} />
      {showTags && session.tags.length > 0 ? (
        <ul className="blk-session__tags" aria-label={t('translate.sessionDetail.about.tags')}>
          {session.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={`/${language}/sessions?search=${encodeURIComponent(`"${tag}"`)}`}
                className="blk-session__tag blk-session__chip"
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Facts({ session, t, language }: { session: Session; t: TFunction; language: string }) {
  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: string | readonly string[] | undefined) => {
    const text = Array.isArray(value) ? formatList(language, value.filter(Boolean)) : (value as string | undefined);
    if (text) rows.push([label, text]);
  };
  add(t('translate.sessionDetail.fact.topic'), session.topic);
  add(t('translate.sessionDetail.fact.solution-area'), session.solutionArea);
  add(t('translate.sessionDetail.fact.format'), session.format);
  add(t('translate.sessionDetail.fact.products'), session.products);
  add(t('translate.sessionDetail.fact.audience'), session.audienceTypes);
  add(t('translate.sessionDetail.fact.roles'), session.roles);
  add(t('translate.sessionDetail.fact.language'), session.sessionLanguage || session.audioLanguage);
  add(t('translate.sessionDetail.fact.captions'), session.captionLanguage);
  if (session.aslSupported) rows.push([t('translate.sessionDetail.fact.sign-language'), t('translate.sessionDetail.fact.asl')]);
  add(t('translate.sessionDetail.fact.sponsored-by'), session.sponsoredBy);
  if (rows.length === 0) return null;
  return (
    <dl className="blk-session__facts">
      {rows.map(([label, value]) => (
        <div key={label} className="blk-session__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
