// The session's speakers: photo, name and role, each linking to the speaker's page.
import { useId } from 'react';
import { RouterLink as Link, safeMediaSrc, useTranslation } from '../../renderer';
import type { Speaker } from '../../schemas/api-types';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';
import './speakers.css';

export function Speakers({ speakers, language }: { speakers: readonly Speaker[]; language: string }) {
  const id = useId();
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  return (
    <section className="blk-session__section" aria-labelledby={id}>
      <h2 id={id} className="blk-session__h2">
        {t('translate.sessionDetail.speakers', { count: speakers.length })}
      </h2>
      <ul className="blk-session__speakers">
        {speakers.map((s) => {
          const photo = safeMediaSrc(s.photo || s.thumbnail);
          return (
            <li key={s.speakerId}>
              <Link
                to={`/${language}/speakers/${encodeURIComponent(s.speakerId)}`}
                className="blk-session__speaker"
              >
                {photo ? (
                  <img
                    className="blk-session__photo"
                    src={photo}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                ) : (
                  <span className="blk-session__photo" aria-hidden="true" />
                )}
                <span className="blk-session__speaker-text">
                  <span className="blk-session__speaker-name">{s.displayName}</span>
                  <span className="blk-session__speaker-role">
                    {[s.jobTitle, s.company].filter(Boolean).join(', ')}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
