// The signed-in attendee's profile at /user/profile (docs/behaviour/attendees-and-profile.md): tabs chosen by
// the ?tab= query, the completion percentage (the profile metadata's weighted items, the same rule as the server),
// onboarding on a first visit, and a save per tab. A save updates the directory at once (the server writes the
// attendee document; the client drops its cached directory pages). The server prefetches the profile (load.ts).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { viewerKeyOrAnonymous, useSession } from '../../api-client';
import { profileMetadataQueryOptions, profileQueryOptions, useSaveProfile, useUploadProfilePhoto } from '../../api-client/profile';
import { IN_PAGE_STATE, useRenderContext, type BlockComponentProps } from '../../renderer';
import { profileCompletion, type Profile, type UserProfileProps } from '../../schemas';
import { Button, Skeleton, Tabs } from '../../ui';
import { isNotFound } from '../shared/directory/parts';
import { ContactSection } from './ContactSection';
import { bodyFor, draftOf, merged, type Draft } from './draft';
import { PreferencesSection, PrivacySection, ProfileSection } from './Sections';
import { PROFILE_TABS, readTab, type ProfileTab } from './tabs';
import { useOnSite } from '../shared/on-site';
import '../shared/directory/directory.css';
import '../shared/directory/directory-detail.css';
import './userProfile.css';

export default function UserProfile(block: BlockComponentProps<UserProfileProps>) {
  const onSite = useOnSite();
  const { signedIn } = useRenderContext();
  const heading = block.props.heading ?? 'My profile';
  if (!onSite || !signedIn) {
    return (
      <section className="blk-dir blk-prof" aria-label={heading}>
        <h1 className="blk-dir__heading">{heading}</h1>
        <p>{!onSite ? 'The signed-in attendee edits their profile here on the site.' : 'Sign in to edit your profile.'}</p>
      </section>
    );
  }
  return <ProfilePage {...block} />;
}

function ProfilePage({ props }: BlockComponentProps<UserProfileProps>) {
  const { heading = 'My profile', defaultTab = 'profile' } = props;
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
        <p>You have no attendee profile: profiles belong to registered attendees.</p>
      </section>
    );
  }
  if (profile.isError) {
    return (
      <section className="blk-dir blk-prof" aria-labelledby={`${idBase}-h`}>
        {headingEl}
        <p role="alert">Your profile could not be loaded. Please try again.</p>
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

interface EditorProps {
  viewer: string;
  profile: Profile;
  metadataReady: Parameters<typeof profileCompletion>[0] | undefined;
  tab: ProfileTab;
  selectTab: (key: string) => void;
}

function Editor({ viewer, profile, metadataReady, tab, selectTab }: EditorProps) {
  const { eventTimeZone } = useRenderContext();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveProfile(viewer);
  const upload = useUploadProfilePhoto(viewer);
  const percentage = metadataReady ? profileCompletion(metadataReady, merged(profile, draft)) : null;
  const edit = (update: (d: Draft) => Draft) => {
    setSaved(null);
    setDraft(update);
  };
  const submit = (which: 'profile' | 'privacy' | 'preferences') =>
    save.mutate(bodyFor(which, draft), { onSuccess: () => setSaved(which === 'profile' ? 'Profile saved.' : which === 'privacy' ? 'Privacy settings saved.' : 'Preferences saved.') });
  const error = save.error ?? upload.error;
  return (
    <>
      {!profile.detail.hasBeenOnboarded ? (
        <div className="ui-spread blk-prof__onboarding" role="region" aria-label="Welcome">
          <p>
            <strong>Welcome, {profile.detail.preferredFirst || profile.detail.firstName}!</strong> Add a photo and a few words about yourself, then
            choose whether other attendees can find you in the directory.
          </p>
          <Button variant="secondary" disabled={save.isPending} onClick={() => save.mutate({ detail: { hasBeenOnboarded: true } })}>
            Got it
          </Button>
        </div>
      ) : null}
      {percentage !== null ? (
        <div className="blk-prof__completion">
          <label htmlFor={`prof-completion`}>Profile {percentage}% complete</label>
          <progress id="prof-completion" max={100} value={percentage}>
            {percentage}%
          </progress>
        </div>
      ) : null}
      <Tabs label="Profile sections" tabs={PROFILE_TABS} selected={tab} onSelect={selectTab} className="blk-prof__tabs">
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
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
              <p role="status" className="blk-prof__status">
                {saved ?? ''}
              </p>
            </div>
          ) : null}
          {error ? <p role="alert">{error instanceof Error ? error.message : 'Saving failed.'}</p> : null}
        </form>
      </Tabs>
    </>
  );
}
