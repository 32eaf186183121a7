// "People to meet": a few attendees recommended for the viewer (GET /recommendation/attendee-recommendations), each
// with why ("Because you both saved …": the server sends a reason code and its values, the page words it). Shown on
// the directory's unfiltered first page when recommendations are on
// (docs/behaviour/attendees-and-profile.md: sign-in and enableSessionRecommendations). The server's loader fetches them
// too (load.ts), so the HTML holds them and the directory's cards are not pushed down when they arrive.
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { attendeeRecommendationsQueryOptions } from '../../api-client/attendees';
import { useTranslation } from '../../renderer';
import { Picture } from '../shared/directory/parts';
import { attendeeDirectoryNamespace, attendeeDirectoryStrings } from './strings';

const SHOWN = 4;

interface Props {
  viewer: string;
  hrefOf: (id: string) => string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  Heading: 'h2' | 'h3';
}

export function Suggested({ viewer, hrefOf, onClick, Heading }: Props) {
  const { t } = useTranslation(attendeeDirectoryStrings, attendeeDirectoryNamespace);
  const recommended = useQuery({ ...attendeeRecommendationsQueryOptions(viewer), staleTime: 60_000, retry: false });
  const people = (recommended.data ?? []).slice(0, SHOWN);
  if (people.length === 0) return null;
  return (
    <section className="blk-att__suggested" aria-labelledby="blk-att-suggested">
      <Heading id="blk-att-suggested" className="blk-att__suggested-title">
        {t('translate.attendeeDirectory.people-to-meet')}
      </Heading>
      <ul className="ui-bare-list blk-att__suggested-list">
        {people.map(({ attendee: a, reason }) => (
          <li key={a.attendeeId} className="blk-att__suggested-item">
            <Picture src={a.photo} name={a.displayName} shape="round" size={40} />
            <div className="blk-att__suggested-text">
              <a className="blk-dir__link" href={hrefOf(a.attendeeId)} onClick={onClick}>
                {a.displayName}
              </a>
              {a.company ? <span className="blk-att__suggested-org">{a.company}</span> : null}
              <span className="blk-att__suggested-why">{t(`translate.attendeeDirectory.because.${reason.code}`, reason.params)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
