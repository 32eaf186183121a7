// Contact preferences (docs/behaviour/attendees-and-profile.md): consent to share your contact details with exhibitors, one
// by one or all at once (the global opt-in). Consent applies only to signed-in visitors not from Korea: the
// server says whether it applies, and nothing is asked otherwise.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consentQueryOptions, useSaveConsent } from '../../api-client/profile';
import { isApiError } from '../../api-client';
import { useErrorText, useTranslation } from '../../renderer';
import { Button, Checkbox, Skeleton, Switch } from '../../ui';
import { userProfileNamespace, userProfileStrings } from './strings';

export function ContactSection({ viewer }: { viewer: string }) {
  const { t } = useTranslation(userProfileStrings, userProfileNamespace);
  const errorText = useErrorText();
  const consent = useQuery(consentQueryOptions(viewer));
  const save = useSaveConsent(viewer);
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const [saved, setSaved] = useState(false);
  const data = consent.data;
  if (consent.isError) return <p role="alert">{t('translate.userProfile.contact.load-failed')}</p>;
  if (!data) return <Skeleton height="8rem" />;
  if (!data.applies) return <p>{t('translate.userProfile.contact.not-applicable')}</p>;
  const global = data.globalOptIn;
  const changed = Object.entries(choices).filter(([name, on]) => data.exhibitors.find((e) => e.exhibitorName === name)?.optedIn !== on);
  return (
    <div className="blk-prof__contact">
      <p>{t('translate.userProfile.contact.intro')}</p>
      <Switch
        label={t('translate.userProfile.contact.all')}
        checked={global}
        disabled={save.isPending}
        onChange={(e) => {
          setSaved(false);
          save.mutate({ globalOptIn: e.currentTarget.checked }, { onSuccess: () => setSaved(true) });
        }}
      />
      <fieldset className="blk-prof__exhibitors" disabled={global}>
        <legend>{t('translate.userProfile.contact.exhibitors')}</legend>
        {global ? <p className="ui-field__hint blk-prof__hint">{t('translate.userProfile.contact.all-hint')}</p> : null}
        <div className="blk-prof__exhibitor-list">
          {data.exhibitors.map((e) => (
            <Checkbox
              key={e.exhibitorName}
              label={e.exhibitorName}
              checked={choices[e.exhibitorName] ?? e.optedIn}
              onChange={(ev) => {
                const on = ev.currentTarget.checked;
                setSaved(false);
                setChoices((c) => ({ ...c, [e.exhibitorName]: on }));
              }}
            />
          ))}
        </div>
      </fieldset>
      {!global ? (
        <Button
          variant="primary"
          disabled={changed.length === 0 || save.isPending}
          onClick={() =>
            save.mutate(
              { exhibitors: changed.map(([exhibitorName, optedIn]) => ({ exhibitorName, optedIn })) },
              {
                onSuccess: () => {
                  setChoices({});
                  setSaved(true);
                },
              },
            )
          }
        >
          {t('translate.userProfile.contact.save')}
        </Button>
      ) : null}
      <p role="status" className="blk-prof__status">
        {saved ? t('translate.userProfile.contact.saved') : ''}
      </p>
      {save.isError ? <p role="alert">{isApiError(save.error) ? errorText(save.error) : t('translate.userProfile.save-failed')}</p> : null}
    </div>
  );
}
