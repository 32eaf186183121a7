// One attendee in the directory, as a card or a list row: photo, name (the link to their page), job title, company,
// region, participation type, the biography as the API cut it (350 characters) and the favorite button.
import type { MouseEvent } from 'react';
import type { Attendee } from '../../schemas/api-types';
import { Pill } from '../../ui';
import { useParticipationLabel } from '../shared/directory/participation';
import { Picture } from '../shared/directory/parts';
import { FavoriteButton, ATTENDEE_FAVORITE } from '../shared/favorites/FavoriteButton';

interface Props {
  attendee: Attendee;
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  view: 'card' | 'list';
  showBio: boolean;
  Heading: 'h2' | 'h3';
}

export function AttendeeCard({ attendee: a, href, onClick, view, showBio, Heading }: Props) {
  const participation = useParticipationLabel();
  const name = [a.preferredFirst || a.firstName, a.preferredLast || a.lastName].join(' ').trim() || a.displayName;
  return (
    <article className={`blk-dir__card blk-dir__person blk-att__card blk-att__card--${view}`}>
      <Picture src={a.photo} name={name} shape="round" size={view === 'list' ? 48 : 72} />
      <div className="blk-dir__who">
        <Heading className="blk-dir__name">
          <a className="blk-dir__link" href={href} onClick={onClick}>
            {name}
          </a>
        </Heading>
        {a.jobTitle ? <p className="blk-dir__role">{a.jobTitle}</p> : null}
        {a.company ? <p className="blk-dir__org">{a.company}</p> : null}
        <p className="ui-cluster blk-att__tags">
          {a.participationType.displayValue ? <Pill>{participation(a.participationType)}</Pill> : null}
          {a.region ? <span className="blk-att__region">{a.region}</span> : null}
        </p>
      </div>
      {showBio && a.bio ? <p className="blk-dir__bio blk-att__bio">{a.bio}</p> : null}
      <div className="blk-dir__fav">
        <FavoriteButton kind={ATTENDEE_FAVORITE} id={a.attendeeId} label={name} />
      </div>
    </article>
  );
}
