// The profile page's editable tabs: the full profile (names, job, company, biography, photo, social handles),
// privacy (directory, public profile, sessions, meetings) and preferences (time zone, email language).
import { useState, type ChangeEvent } from 'react';
import { isApiError } from '../../api-client';
import { useErrorText, useTranslation } from '../../renderer';
import { PROFILE_TIME_ZONES, SOCIAL_NETWORK_NAMES, socialLinkProblem } from '../../schemas';
import type { Profile } from '../../schemas/api-types';
import { FileField, Select, Switch, TextAreaField, TextField } from '../../ui';
import { Picture } from '../shared/directory/parts';
import { SOCIAL_FIELDS, type Draft } from './draft';
import { base64Of, PHOTO_ACCEPT, photoProblem } from './photo';
import { userProfileNamespace, userProfileStrings } from './strings';
import { EMAIL_LANGUAGES } from './tabs';

type SetDraft = (update: (d: Draft) => Draft) => void;

export function ProfileSection({ profile, draft, setDraft, uploadPhoto, uploading }: {
  profile: Profile;
  draft: Draft;
  setDraft: SetDraft;
  uploadPhoto: (file: { name: string; type: string; data: string }) => Promise<unknown>;
  uploading: boolean;
}) {
  const { t } = useTranslation(userProfileStrings, userProfileNamespace);
  const errorText = useErrorText();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const detail = (key: keyof Draft['detail']) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, detail: { ...d.detail, [key]: value } }));
  };
  const onPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = photoProblem(file, t);
    setPhotoError(problem);
    if (problem) {
      input.value = '';
      return;
    }
    try {
      await uploadPhoto({ name: file.name, type: file.type, data: await base64Of(file) });
    } catch (err) {
      setPhotoError(isApiError(err) ? errorText(err) : t('translate.userProfile.photo.upload-failed'));
    } finally {
      input.value = '';
    }
  };
  const name = `${profile.detail.firstName} ${profile.detail.lastName}`.trim();
  return (
    <div className="blk-prof__grid">
      <div className="blk-prof__photo">
        <Picture src={profile.detail.profileImage} name={name} shape="round" size={120} />
        <FileField label={t('translate.userProfile.photo')} hint={t('translate.userProfile.photo.hint')} accept={PHOTO_ACCEPT} onChange={onPhoto} disabled={uploading} error={photoError ?? undefined} />
      </div>
      <div className="blk-prof__fields">
        <div className="blk-prof__wide blk-prof__registered">
          <span className="blk-prof__registered-label">{t('translate.userProfile.registered-name')}</span>
          <span className="blk-prof__registered-name">{name}</span>
          <span className="ui-field__hint blk-prof__hint">{t('translate.userProfile.registered-name.hint')}</span>
        </div>
        <TextField label={t('translate.userProfile.field.preferred-first')} value={draft.detail.preferredFirst} onChange={detail('preferredFirst')} maxLength={100} autoComplete="nickname" />
        <TextField label={t('translate.userProfile.field.preferred-last')} value={draft.detail.preferredLast} onChange={detail('preferredLast')} maxLength={100} />
        <TextField label={t('translate.userProfile.field.job-title')} value={draft.detail.jobTitle} onChange={detail('jobTitle')} maxLength={150} autoComplete="organization-title" />
        <TextField label={t('translate.userProfile.field.company')} value={draft.detail.company} onChange={detail('company')} maxLength={150} autoComplete="organization" />
        <TextAreaField className="blk-prof__wide" label={t('translate.userProfile.field.biography')} value={draft.detail.biography} onChange={detail('biography')} maxLength={2000} rows={5} hint={t('translate.userProfile.field.biography.hint')} />
        <fieldset className="blk-prof__wide blk-prof__social">
          <legend>{t('translate.userProfile.social')}</legend>
          {SOCIAL_FIELDS.map((key) => (
            <TextField
              key={key}
              label={key === 'website' ? t('translate.userProfile.social.website') : SOCIAL_NETWORK_NAMES[key]}
              value={draft.social[key]}
              maxLength={300}
              placeholder={key === 'website' ? 'https://…' : t('translate.userProfile.social.placeholder')}
              // The server's rule (schemas socialLinkProblem), said before saving: it refuses what is not a link.
              error={socialLinkProblem(key, draft.social[key]) ? t('translate.userProfile.social.invalid') : undefined}
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

// Each switch with the keys of its label and hint (strings.ts).
const PRIVACY = [
  ['attendeeDirectory', 'translate.userProfile.privacy.directory', 'translate.userProfile.privacy.directory.hint'],
  ['displayProfileToPublic', 'translate.userProfile.privacy.public', 'translate.userProfile.privacy.public.hint'],
  ['displaySessions', 'translate.userProfile.privacy.sessions', 'translate.userProfile.privacy.sessions.hint'],
  ['canAttendMeetings', 'translate.userProfile.privacy.meetings', 'translate.userProfile.privacy.meetings.hint'],
] as const;

export function PrivacySection({ draft, setDraft }: { draft: Draft; setDraft: SetDraft }) {
  const { t } = useTranslation(userProfileStrings, userProfileNamespace);
  return (
    <fieldset className="blk-prof__switches">
      <legend className="ui-visually-hidden">{t('translate.userProfile.tab.privacy')}</legend>
      {PRIVACY.map(([key, label, hint]) => (
        <div key={key} className="blk-prof__switch">
          <Switch
            label={t(label)}
            checked={draft.privacy[key]}
            aria-describedby={`prof-${key}-hint`}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setDraft((d) => ({ ...d, privacy: { ...d.privacy, [key]: on } }));
            }}
          />
          <p id={`prof-${key}-hint`} className="ui-field__hint blk-prof__hint">
            {t(hint)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}

export function PreferencesSection({ draft, setDraft, eventTimeZone }: { draft: Draft; setDraft: SetDraft; eventTimeZone: string | undefined }) {
  const { t } = useTranslation(userProfileStrings, userProfileNamespace);
  const zone = draft.preferences.selectedTimezone;
  const zones = zone && !(PROFILE_TIME_ZONES as readonly string[]).includes(zone) ? [zone, ...PROFILE_TIME_ZONES] : PROFILE_TIME_ZONES;
  return (
    <div className="blk-prof__fields">
      <Select
        label={t('translate.userProfile.time-zone')}
        value={zone}
        hint={t('translate.userProfile.time-zone.hint')}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setDraft((d) => ({ ...d, preferences: { ...d.preferences, selectedTimezone: value } }));
        }}
      >
        <option value="">
          {eventTimeZone ? t('translate.userProfile.time-zone.event-named', { zone: eventTimeZone }) : t('translate.userProfile.time-zone.event')}
        </option>
        {zones.map((z) => (
          <option key={z} value={z}>
            {z.replace(/_/g, ' ')}
          </option>
        ))}
      </Select>
      <Select
        label={t('translate.userProfile.email-language')}
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
