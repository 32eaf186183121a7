// The profile page's editable tabs: the full profile (names, job, company, biography, photo, social handles),
// privacy (directory, public profile, sessions, meetings) and preferences (time zone, email language).
import { useState, type ChangeEvent } from 'react';
import { PROFILE_TIME_ZONES, socialLinkProblem, type Profile } from '../../schemas';
import { FileField, Select, Switch, TextAreaField, TextField } from '../../ui';
import { Picture } from '../shared/directory/parts';
import { SOCIAL_FIELDS, type Draft } from './draft';
import { base64Of, PHOTO_ACCEPT, photoProblem } from './photo';
import { EMAIL_LANGUAGES } from './tabs';

type SetDraft = (update: (d: Draft) => Draft) => void;

export function ProfileSection({ profile, draft, setDraft, uploadPhoto, uploading }: {
  profile: Profile;
  draft: Draft;
  setDraft: SetDraft;
  uploadPhoto: (file: { name: string; type: string; data: string }) => Promise<unknown>;
  uploading: boolean;
}) {
  const [photoError, setPhotoError] = useState<string | null>(null);
  const detail = (key: keyof Draft['detail']) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, detail: { ...d.detail, [key]: value } }));
  };
  const onPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = photoProblem(file);
    setPhotoError(problem);
    if (problem) {
      input.value = '';
      return;
    }
    try {
      await uploadPhoto({ name: file.name, type: file.type, data: await base64Of(file) });
    } catch (err) {
      setPhotoError(err instanceof Error ? err.message : 'The photo could not be uploaded.');
    } finally {
      input.value = '';
    }
  };
  const name = `${profile.detail.firstName} ${profile.detail.lastName}`.trim();
  return (
    <div className="blk-prof__grid">
      <div className="blk-prof__photo">
        <Picture src={profile.detail.profileImage} name={name} shape="round" size={120} />
        <FileField label="Photo" hint="png, jpeg, jpg or gif, at most 2 MB" accept={PHOTO_ACCEPT} onChange={onPhoto} disabled={uploading} error={photoError ?? undefined} />
      </div>
      <div className="blk-prof__fields">
        <div className="blk-prof__wide blk-prof__registered">
          <span className="blk-prof__registered-label">Registered name</span>
          <span className="blk-prof__registered-name">{name}</span>
          <span className="ui-field__hint blk-prof__hint">From your registration; others see your preferred names when you set them.</span>
        </div>
        <TextField label="Preferred first name" value={draft.detail.preferredFirst} onChange={detail('preferredFirst')} maxLength={100} autoComplete="nickname" />
        <TextField label="Preferred last name" value={draft.detail.preferredLast} onChange={detail('preferredLast')} maxLength={100} />
        <TextField label="Job title" value={draft.detail.jobTitle} onChange={detail('jobTitle')} maxLength={150} autoComplete="organization-title" />
        <TextField label="Company" value={draft.detail.company} onChange={detail('company')} maxLength={150} autoComplete="organization" />
        <TextAreaField className="blk-prof__wide" label="Biography" value={draft.detail.biography} onChange={detail('biography')} maxLength={2000} rows={5} hint="The directory shows the first 350 characters." />
        <fieldset className="blk-prof__wide blk-prof__social">
          <legend>Social profiles</legend>
          {SOCIAL_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              value={draft.social[key]}
              maxLength={300}
              placeholder={key === 'website' ? 'https://…' : 'Handle or address'}
              // The server's rule (schemas socialLinkProblem), said before saving: it refuses what is not a link.
              error={socialLinkProblem(key, draft.social[key]) ? 'Enter a web address (https://…) or a handle.' : undefined}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDraft((d) => ({ ...d, social: { ...d.social, [key]: value } }));
              }}
            />
          ))}
        </fieldset>
      </div>
    </div>
  );
}

const PRIVACY = [
  ['attendeeDirectory', 'Show me in the attendee directory', 'Other signed-in attendees can find you and see your profile.'],
  ['displayProfileToPublic', 'Make my profile public', 'Anyone with the link can see your name, job, company and biography.'],
  ['displaySessions', 'Show my sessions', 'Others can see the sessions on your schedule (private items show as busy).'],
  ['canAttendMeetings', 'Available for meetings', 'Attendees in the directory can ask you for meetings and send you messages.'],
] as const;

export function PrivacySection({ draft, setDraft }: { draft: Draft; setDraft: SetDraft }) {
  return (
    <fieldset className="blk-prof__switches">
      <legend className="ui-visually-hidden">Privacy</legend>
      {PRIVACY.map(([key, label, hint]) => (
        <div key={key} className="blk-prof__switch">
          <Switch
            label={label}
            checked={draft.privacy[key]}
            aria-describedby={`prof-${key}-hint`}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setDraft((d) => ({ ...d, privacy: { ...d.privacy, [key]: on } }));
            }}
          />
          <p id={`prof-${key}-hint`} className="ui-field__hint blk-prof__hint">
            {hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}

export function PreferencesSection({ draft, setDraft, eventTimeZone }: { draft: Draft; setDraft: SetDraft; eventTimeZone: string | undefined }) {
  const zone = draft.preferences.selectedTimezone;
  const zones = zone && !(PROFILE_TIME_ZONES as readonly string[]).includes(zone) ? [zone, ...PROFILE_TIME_ZONES] : PROFILE_TIME_ZONES;
  return (
    <div className="blk-prof__fields">
      <Select
        label="Time zone"
        value={zone}
        hint="Session times show in this zone."
        onChange={(e) => {
          const value = e.currentTarget.value;
          setDraft((d) => ({ ...d, preferences: { ...d.preferences, selectedTimezone: value } }));
        }}
      >
        <option value="">Event time{eventTimeZone ? ` (${eventTimeZone})` : ''}</option>
        {zones.map((z) => (
          <option key={z} value={z}>
            {z.replace(/_/g, ' ')}
          </option>
        ))}
      </Select>
      <Select
        label="Email language"
        value={draft.preferences.emailPreferredLanguage}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setDraft((d) => ({ ...d, preferences: { ...d.preferences, emailPreferredLanguage: value } }));
        }}
      >
        {EMAIL_LANGUAGES.map(([code, label]) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}
