// The signed-in attendee's profile at /user/profile (docs/behaviour/attendees-and-profile.md): tabs chosen by
// the ?tab= query, the completion percentage (the profile metadata's weighted items, the same rule as the server),
// onboarding on a first visit, and a save per tab. A save updates the directory at once (the server writes the
// attendee document; the client drops its cached directory pages). The server prefetches the profile (load.ts).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError, viewerKeyOrAnonymous, useSession } from '../../api-client';
import { profileMetadataQueryOptions, profileQueryOptions, useSaveProfile, useUploadProfilePhoto } from '../../api-client/profile';
import { IN_PAGE_STATE, useErrorText, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import { profileCompletion } from '../../schemas';
import type { Profile, UserProfileProps } from '../../schemas/api-types';
import { Button, Skeleton, Tabs } from '../../ui';
import { isNotFound } from '../shared/directory/parts';
import { ContactSection } from './ContactSection';
import { afterSave, bodyFor, draftOf, merged, rebased, savesNothing, type Draft } from './draft';
import { PreferencesSection, PrivacySection, ProfileSection } from './Sections';
import { userProfileNamespace, userProfileStrings } from './strings';
import { PROFILE_TABS, readTab, type ProfileTab } from './tabs';
import { useOnSite } from '../shared/on-site';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';
import './userProfile.css';

export default function UserProfile(block: BlockComponentProps<UserProfileProps>) {
  const { t } = useTranslation(userProfileStrings, userProfileNamespace);
  const onSite = useOnSite();
  const { signedIn } = useRenderContext();
  const heading = block.props.heading ?? t('translate.userProfile.heading');
  if (!onSite || !signedIn) {
    return (
      <section className="blk-dir blk-prof" aria-label={heading}>
        <h1 className="blk-dir__heading">{heading}</h1>
        <p>{!onSite ? t('translate.userProfile.off-site') : t('translate.userProfile.sign-in')}</p>
      </section>
    );
  }
  return <ProfilePage {...block} />;
}

function ProfilePage({ props }: BlockComponentProps<UserProfileProps>) {
  const { t } = useTranslation(userProfileStrings, userProfileNamespace);
  const { heading = t('translate.userProfile.heading'), defaultTab = 'profile' } = props;
  const idBase = useId();
  const { user } = useSession();
  const viewer = viewerKeyOrAnonymous(user);
  const location = useLocation();
  const navigate = useNavigate();
  const tab = readTab(location.search, defaultTab);
  const profile = useQuery({ ...profileQueryOptions(viewer), retry: false });
  const metadata = useQuery(profileMetadataQueryOptions());
  const selectTab = (key: string) => {
    const q = new URLSearchParams(location.search);
    q.set('tab', key);
    void navigate({ pathname: location.pathname, search: `?${q.toString()}` }, { replace: true, preventScrollReset: true, state: IN_PAGE_STATE });
  };
  const headingEl = <h1 id={`${idBase}-h`} className="blk-dir__heading">{heading}</h1>;
  if (isNotFound(profile.error)) {
    return (
      <section className="blk-dir blk-prof" aria-labelledby={`${idBase}-h`}>
        {headingEl}
        <p>{t('translate.userProfile.no-profile')}</p>
      </section>
    );
  }
  if (profile.isError) {
    return (
      <section className="blk-dir blk-prof" aria-labelledby={`${idBase}-h`}>
        {headingEl}
        <p role="alert">{t('translate.userProfile.load-failed')}</p>
      </section>
    );
  }
  if (!profile.data) {
    return (
      <section className="blk-dir blk-prof" aria-labelledby={`${idBase}-h`} aria-busy="true">
        {headingEl}
        <Skeleton height="16rem" />
      </section>
    );
  }
  return (
    <section className="blk-dir blk-prof" aria-labelledby={`${idBase}-h`}>
      {headingEl}
      <Editor viewer={viewer} profile={profile.data.profile} metadataReady={metadata.data} tab={tab} selectTab={selectTab} />
    </section>
  );
}

const SAVED = {
  profile: 'translate.userProfile.saved.profile',
  privacy: 'translate.userProfile.saved.privacy',
  preferences: 'translate.userProfile.saved.preferences',
} as const;

interface EditorProps {
  viewer: string;
  profile: Profile;
  metadataReady: Parameters<typeof profileCompletion>[0] | undefined;
  tab: ProfileTab;
  selectTab: (key: string) => void;
}

function Editor({ viewer, profile, metadataReady, tab, selectTab }: EditorProps) {
  const { t } = useTranslation(userProfileStrings, userProfileNamespace);
  const errorText = useErrorText();
  const { eventTimeZone } = useRenderContext();
  // The saved profile the form started from (base), and what the visitor typed over it (draft). When the saved
  // profile changes (a save here or elsewhere, read again), untouched fields follow it (rebased).
  const [synced, setSynced] = useState(() => ({ profile, base: draftOf(profile) }));
  const [draft, setDraft] = useState<Draft>(synced.base);
  if (synced.profile !== profile) {
    const next = draftOf(profile);
    setSynced({ profile, base: next });
    setDraft((d) => rebased(synced.base, d, next));
  }
  // Which tab's part was saved last: its message shows in the current language.
  const [saved, setSaved] = useState<keyof typeof SAVED | null>(null);
  const save = useSaveProfile(viewer);
  const upload = useUploadProfilePhoto(viewer);
  const percentage = metadataReady ? profileCompletion(metadataReady, merged(profile, draft)) : null;
  const edit = (update: (d: Draft) => Draft) => {
    setSaved(null);
    setDraft(update);
  };
  const submit = (which: 'profile' | 'privacy' | 'preferences') => {
    const body = bodyFor(which, synced.base, draft);
    if (savesNothing(body)) return setSaved(which);
    save.mutate(body, {
      onSuccess: (answer) => {
        setDraft((d) => afterSave(d, body, draftOf(answer.profile)));
        setSaved(which);
      },
    });
  };
  const error = save.error ?? upload.error;
  const tabs = PROFILE_TABS.map((item) => ({ key: item.key, label: t(item.label) }));
  return (
    <>
      {!profile.detail.hasBeenOnboarded ? (
        <div className="ui-spread blk-prof__onboarding" role="region" aria-label={t('translate.userProfile.welcome.label')}>
          <p>
            <strong>{t('translate.userProfile.welcome.title', { name: profile.detail.preferredFirst || profile.detail.firstName })}</strong>{' '}
            {t('translate.userProfile.welcome.text')}
          </p>
          <Button variant="secondary" disabled={save.isPending} onClick={() => save.mutate({ detail: { hasBeenOnboarded: true } })}>
            {t('translate.userProfile.welcome.dismiss')}
          </Button>
        </div>
      ) : null}
      {percentage !== null ? (
        <div className="blk-prof__completion">
          <label htmlFor={`prof-completion`}>{t('translate.userProfile.completion', { percentage })}</label>
          <progress id="prof-completion" max={100} value={percentage}>
            {percentage}%
          </progress>
        </div>
      ) : null}
      <Tabs label={t('translate.userProfile.tabs')} tabs={tabs} selected={tab} onSelect={selectTab} className="blk-prof__tabs">
        <form
          className="blk-prof__panel"
          onSubmit={(e) => {
            e.preventDefault();
            if (tab !== 'contact') submit(tab);
          }}
        >
          {tab === 'profile' ? (
            <ProfileSection profile={profile} draft={draft} setDraft={edit} uploadPhoto={(file) => upload.mutateAsync(file)} uploading={upload.isPending} />
          ) : tab === 'privacy' ? (
            <PrivacySection draft={draft} setDraft={edit} />
          ) : tab === 'preferences' ? (
            <PreferencesSection draft={draft} setDraft={edit} eventTimeZone={eventTimeZone} />
          ) : (
            <ContactSection viewer={viewer} />
          )}
          {tab !== 'contact' ? (
            <div className="ui-cluster blk-prof__actions">
              <Button type="submit" variant="primary" disabled={save.isPending}>
                {save.isPending ? t('translate.userProfile.saving') : t('translate.userProfile.save')}
              </Button>
              <p role="status" className="blk-prof__status">
                {saved ? t(SAVED[saved]) : ''}
              </p>
            </div>
          ) : null}
          {error ? <p role="alert">{isApiError(error) ? errorText(error) : t('translate.userProfile.save-failed')}</p> : null}
        </form>
      </Tabs>
    </>
  );
}
