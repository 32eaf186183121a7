import { useId, useState } from 'react';
import { useSession } from '../../api-client';
import { VIEWABLE_ATTENDEE_TYPES, useChangeAttendeeType } from '../../api-client/editing';
import { inferAttendeeType } from '../../schemas';
import { showToast, storage } from '../../renderer';
import type { SettingsStringKey, SiteStrings } from './strings';
import { Button, Select } from '../../ui';

/** Where the type the editor signed in with is remembered while viewing as another (docs/behaviour/settings.md). */
export const ORIGINAL_TYPE_KEY = 'site-settings.original-attendee-type';

const typeLabel = (t: SiteStrings, type: string) => {
  const key = `translate.site-settings.attendee-type.${type}` as SettingsStringKey;
  const text = t(key);
  return text === key ? type : text;
};

/** Reloading is how every part of the page starts over with the new token's scopes. */
function reloadPage(): void {
  window.location.reload();
}

/**
 * View the site as another attendee type (flag enableAdminAttendeeTypeChanger, site editors). After a successful
 * change or reset the original type is remembered locally, the query cache is cleared and the page reloads; a
 * restore button shows while the type differs from the original.
 */
export function AttendeeTypeChanger({ t, reload = reloadPage }: { t: SiteStrings; reload?: () => void }) {
  const session = useSession();
  const change = useChangeAttendeeType();
  const selectId = useId();
  // The viewer's real type: the one the token names, else the one its scopes amount to (a site editor is Staff).
  const current =
    typeof session.user?.attendeeType === 'string'
      ? session.user.attendeeType
      : session.signedIn
        ? inferAttendeeType(session.scopes)
        : null;
  const original =
    storage.get<string | null>(ORIGINAL_TYPE_KEY, null) ??
    (typeof session.user?.originalAttendeeType === 'string' ? session.user.originalAttendeeType : null);
  // The select starts at the viewer's real type; a type that cannot be chosen (Staff) is listed first for that.
  const types: readonly string[] =
    current !== null && !(VIEWABLE_ATTENDEE_TYPES as readonly string[]).includes(current)
      ? [current, ...VIEWABLE_ATTENDEE_TYPES]
      : VIEWABLE_ATTENDEE_TYPES;
  const [choice, setChoice] = useState<string>(current ?? VIEWABLE_ATTENDEE_TYPES[0]);
  const differs = original !== null && current !== null && original !== current;

  const apply = () =>
    change.mutate(choice, {
      onSuccess: (answer) => {
        if (storage.get<string | null>(ORIGINAL_TYPE_KEY, null) === null)
          storage.set(ORIGINAL_TYPE_KEY, answer.originalAttendeeType);
        reload();
      },
      onError: () => void showToast(t('translate.site-settings.attendee-type.change-failed'), 'error'),
    });
  const restore = () =>
    change.mutate(null, {
      onSuccess: () => {
        storage.remove(ORIGINAL_TYPE_KEY);
        reload();
      },
      onError: () => void showToast(t('translate.site-settings.attendee-type.reset-failed'), 'error'),
    });

  return (
    <div
      className="ss-attendee-type"
      role="group"
      aria-label={t('translate.site-settings.attendee-type.label')}
    >
      {current && differs ? (
        <span>{t('translate.site-settings.attendee-type.current', { type: typeLabel(t, current) })}</span>
      ) : null}
      <Select
        label={t('translate.site-settings.attendee-type.label')}
        id={selectId}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
      >
        {types.map((type) => (
          <option key={type} value={type}>
            {typeLabel(t, type)}
          </option>
        ))}
      </Select>
      <Button size="sm" onClick={apply} disabled={change.isPending || choice === current}>
        {t('translate.site-settings.attendee-type.apply')}
      </Button>
      {differs ? (
        <Button size="sm" onClick={restore} disabled={change.isPending}>
          {t('translate.site-settings.attendee-type.restore', { type: typeLabel(t, original) })}
        </Button>
      ) : null}
    </div>
  );
}
