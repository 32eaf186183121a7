// "My directory profile" (docs/behaviour/attendees-and-profile.md): the visitor's own entry as others see it, in a drawer, with the
// privacy notice linking to their contact preferences. Loads the profile only once the drawer opens.
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { profileQueryOptions } from '../../api-client/profile';
import { Button, Drawer, LinkButton } from '../../ui';
import { isNotFound, Picture } from '../shared/directory/parts';

interface Props {
  viewer: string;
  language: string;
  privacyNotice: string;
  onNavigate: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function OwnProfile({ viewer, language, privacyNotice, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const profile = useQuery({ ...profileQueryOptions(viewer), enabled: open, retry: false });
  const p = profile.data?.profile;
  const name = p ? `${p.detail.preferredFirst || p.detail.firstName} ${p.detail.preferredLast || p.detail.lastName}`.trim() : '';
  const close = () => setOpen(false);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    close();
    onNavigate(event);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        My directory profile
      </Button>
      <Drawer open={open} onClose={close} title="My directory profile" closeLabel="Close">
        {profile.isPending ? (
          <p>Loading your profile…</p>
        ) : isNotFound(profile.error) ? (
          <p>You have no attendee profile, so you are not listed in the directory.</p>
        ) : profile.isError || !p ? (
          <p role="alert">Your profile could not be loaded. Please try again.</p>
        ) : (
          <div className="blk-att__own">
            <div className="blk-att__own-head">
              <Picture src={p.detail.profileImage} name={name} shape="round" size={72} />
              <div>
                <p className="blk-att__own-name">{name}</p>
                {p.detail.jobTitle ? <p className="blk-dir__role">{p.detail.jobTitle}</p> : null}
                {p.detail.company ? <p className="blk-dir__org">{p.detail.company}</p> : null}
              </div>
            </div>
            <p className="blk-att__own-status">
              {p.privacy.attendeeDirectory ? 'You are listed in the attendee directory.' : 'You are not listed in the attendee directory.'}{' '}
              {p.privacy.canAttendMeetings ? 'Others can ask you for meetings.' : 'You are not available for meetings.'}
            </p>
            <p className="blk-att__own-completion">Profile {profile.data.completion.percentage}% complete</p>
            <p className="ui-notice blk-att__notice">
              {privacyNotice}{' '}
              <a href={`/${language}/user/profile?tab=privacy`} onClick={follow}>
                Contact preferences
              </a>
            </p>
            <div className="blk-att__own-actions">
              <LinkButton variant="primary" href={`/${language}/user/profile`} onClick={follow}>
                Edit profile
              </LinkButton>
              {p.detail.id && p.privacy.attendeeDirectory ? (
                <LinkButton variant="secondary" href={`/${language}/attendees/${encodeURIComponent(p.detail.id)}`} onClick={follow}>
                  View my page
                </LinkButton>
              ) : null}
            </div>
          </div>
        )}
      </Drawer>
    </>
  );
}
