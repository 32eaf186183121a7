// "My directory profile" (docs/behaviour/attendees-and-profile.md): the visitor's own entry as others see it, in a drawer, with the
// privacy notice linking to their contact preferences. Loads the profile only once the drawer opens.
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { profileQueryOptions } from '../../api-client/profile';
import { useTranslation } from '../../renderer';
import { lazyNumberFormat } from '../../schemas';
import { Button, Drawer, LinkButton } from '../../ui';
import { isNotFound, Picture } from '../shared/directory/parts';
import { attendeeDirectoryNamespace, attendeeDirectoryStrings } from './strings';

interface Props {
  viewer: string;
  language: string;
  privacyNotice: string;
  onNavigate: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A percentage (0-100) as the page's language writes it: "80%", German "80 %". */
const percentText = (language: string, percent: number) => lazyNumberFormat(language, { style: 'percent' }).format(percent / 100);

export function OwnProfile({ viewer, language, privacyNotice, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(attendeeDirectoryStrings, attendeeDirectoryNamespace);
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
        {t('translate.attendeeDirectory.own.title')}
      </Button>
      <Drawer open={open} onClose={close} title={t('translate.attendeeDirectory.own.title')} closeLabel={t('translate.attendeeDirectory.own.close')}>
        {profile.isPending ? (
          <p>{t('translate.attendeeDirectory.own.loading')}</p>
        ) : isNotFound(profile.error) ? (
          <p>{t('translate.attendeeDirectory.own.none')}</p>
        ) : profile.isError || !p ? (
          <p role="alert">{t('translate.attendeeDirectory.own.load-failed')}</p>
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
              {p.privacy.attendeeDirectory ? t('translate.attendeeDirectory.own.listed') : t('translate.attendeeDirectory.own.not-listed')}{' '}
              {p.privacy.canAttendMeetings ? t('translate.attendeeDirectory.own.meetings') : t('translate.attendeeDirectory.own.no-meetings')}
            </p>
            <p className="blk-att__own-completion">
              {t('translate.attendeeDirectory.own.completion', { percent: percentText(language, profile.data.completion.percentage) })}
            </p>
            <p className="ui-notice blk-att__notice">
              {privacyNotice}{' '}
              <a href={`/${language}/user/profile?tab=privacy`} onClick={follow}>
                {t('translate.attendeeDirectory.own.contact-preferences')}
              </a>
            </p>
            <div className="blk-att__own-actions">
              <LinkButton variant="primary" href={`/${language}/user/profile`} onClick={follow}>
                {t('translate.attendeeDirectory.own.edit')}
              </LinkButton>
              {p.detail.id && p.privacy.attendeeDirectory ? (
                <LinkButton variant="secondary" href={`/${language}/attendees/${encodeURIComponent(p.detail.id)}`} onClick={follow}>
                  {t('translate.attendeeDirectory.own.view-page')}
                </LinkButton>
              ) : null}
            </div>
          </div>
        )}
      </Drawer>
    </>
  );
}
