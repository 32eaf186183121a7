// "About this session": the abstract, the AI summary, the facts list and the tags (each a catalog search).
import type { ReactNode } from 'react';
import { RouterLink as Link } from '../../renderer';
import type { Session } from '../../schemas';
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
  return (
    <section className="blk-session__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="blk-session__h2">
        About this session
      </h2>
      {abstract ? <p className="blk-session__abstract">{abstract}</p> : null}
      {session.aiDescription ? <p className="blk-session__summary">{session.aiDescription}</p> : null}
      <Facts session={session} />
      {showTags && session.tags.length > 0 ? (
        <ul className="blk-session__tags" aria-label="Tags">
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

function Facts({ session }: { session: Session }) {
  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: string | readonly string[] | undefined) => {
    const text = Array.isArray(value) ? value.filter(Boolean).join(', ') : (value as string | undefined);
    if (text) rows.push([label, text]);
  };
  add('Topic', session.topic);
  add('Solution area', session.solutionArea);
  add('Format', session.format);
  add('Products', session.products);
  add('Audience', session.audienceTypes);
  add('Roles', session.roles);
  add('Language', session.sessionLanguage || session.audioLanguage);
  add('Captions', session.captionLanguage);
  if (session.aslSupported) rows.push(['Sign language', 'ASL interpretation']);
  add('Sponsored by', session.sponsoredBy);
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
