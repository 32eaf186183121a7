// Contact preferences (docs/behaviour/attendees-and-profile.md): consent to share your contact details with exhibitors, one
// by one or all at once (the global opt-in). Consent applies only to signed-in visitors not from Korea: the
// server says whether it applies, and nothing is asked otherwise.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consentQueryOptions, useSaveConsent } from '../../api-client/profile';
import { Button, Checkbox, Skeleton, Switch } from '../../ui';

export function ContactSection({ viewer }: { viewer: string }) {
  const consent = useQuery(consentQueryOptions(viewer));
  const save = useSaveConsent(viewer);
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const [saved, setSaved] = useState(false);
  const data = consent.data;
  if (consent.isError) return <p role="alert">Your contact preferences could not be loaded. Please try again.</p>;
  if (!data) return <Skeleton height="8rem" />;
  if (!data.applies) return <p>Contact preferences do not apply to your registration.</p>;
  const global = data.globalOptIn;
  const changed = Object.entries(choices).filter(([name, on]) => data.exhibitors.find((e) => e.exhibitorName === name)?.optedIn !== on);
  return (
    <div className="blk-prof__contact">
      <p>Exhibitors you consent to may receive your name, job title, company and email to follow up after the event.</p>
      <Switch
        label="Share my contact details with all exhibitors"
        checked={global}
        disabled={save.isPending}
        onChange={(e) => {
          setSaved(false);
          save.mutate({ globalOptIn: e.currentTarget.checked }, { onSuccess: () => setSaved(true) });
        }}
      />
      <fieldset className="blk-prof__exhibitors" disabled={global}>
        <legend>Exhibitors</legend>
        {global ? <p className="ui-field__hint blk-prof__hint">You consent to every exhibitor. Turn the switch off to choose one by one.</p> : null}
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
          Save contact preferences
        </Button>
      ) : null}
      <p role="status" className="blk-prof__status">
        {saved ? 'Contact preferences saved.' : save.isError ? '' : ''}
      </p>
      {save.isError ? <p role="alert">{save.error instanceof Error ? save.error.message : 'Saving failed.'}</p> : null}
    </div>
  );
}
