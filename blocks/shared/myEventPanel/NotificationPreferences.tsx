// The visitor's notification choices in the My Event panel's settings view: the channels, the topics (only when
// there is more than one to choose from) and the devices that receive push notifications. Each switch flips at once
// and flips back with the failure toast when the server refuses; the choices are read again after every change.
// This device's own switch (when it could get push notifications) subscribes or unsubscribes the browser.
import { showToast, useTranslation } from '../../../renderer';
import { lazyDateFormat, type NotificationCategory, type NotificationTypeName } from '../../../schemas';
import { IconButton, Skeleton, Switch } from '../../../ui';
import { useNotificationPreference, useRemovePushDevice, useSetNotificationPreference } from './api';
import { usePanelContext } from './panel-context';
import { usePanelPush } from './use-push';
import { myEventPanelNamespace, myEventPanelStrings } from './strings';

export function NotificationPreferences({ viewer }: { viewer: string }) {
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const preference = useNotificationPreference(viewer);
  const set = useSetNotificationPreference(viewer, {
    onSuccess: () => showToast(t('translate.shared-myEventPanel.preferences.saved'), 'success'),
    onFailure: () => showToast(t('translate.shared-myEventPanel.preferences.failed'), 'error'),
  });
  if (preference.isPending) return <Skeleton height="6rem" />;
  if (!preference.data) return <p className="my-event__muted">{t('translate.shared-myEventPanel.preferences.load-failed')}</p>;
  const { notificationTypes, categories, devices } = preference.data;
  const channels = notificationTypes.map(({ notificationType: name, isSelected }) => ({
    name, isSelected, label: t(`translate.shared-myEventPanel.preferences.channel.${name as NotificationTypeName}`),
  }));
  const topics = categories.map(({ categoryName: name, isSelected }) => ({
    name, isSelected, label: t(`translate.shared-myEventPanel.preferences.category.${name as NotificationCategory}`),
  }));
  return (
    <section className="my-event__preferences" aria-labelledby="my-event-preferences-heading">
      <h4 id="my-event-preferences-heading" className="my-event__subheading">
        {t('translate.shared-myEventPanel.preferences.heading')}
      </h4>
      <Choices legend={t('translate.shared-myEventPanel.preferences.channels')} choices={channels} onChange={(name, selected) => set.mutate({ kind: 'type', name, selected })} />
      {categories.length > 1 ? (
        <Choices legend={t('translate.shared-myEventPanel.preferences.categories')} choices={topics} onChange={(name, selected) => set.mutate({ kind: 'category', name, selected })} />
      ) : null}
      <PushDevices viewer={viewer} devices={devices} />
    </section>
  );
}

/** One group of switches (the channels, the topics), each flipping one choice. */
function Choices<Name extends string>({ legend, choices, onChange }: {
  legend: string;
  choices: { name: Name; label: string; isSelected: boolean }[];
  onChange: (name: Name, selected: boolean) => void;
}) {
  return (
    <fieldset className="my-event__choices">
      <legend>{legend}</legend>
      {choices.map(({ name, label, isSelected }) => (
        <Switch key={name} label={label} checked={isSelected} onChange={(e) => onChange(name, e.currentTarget.checked)} />
      ))}
    </fieldset>
  );
}

function PushDevices({ viewer, devices }: { viewer: string; devices: { endpoint: string; registeredTime: string; browserName: string; osName: string }[] }) {
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const { language, times } = usePanelContext();
  const remove = useRemovePushDevice(viewer, () => showToast(t('translate.shared-myEventPanel.devices.remove-failed'), 'error'));
  const push = usePanelPush();
  const date = lazyDateFormat(language, { dateStyle: 'medium', timeZone: times.zone });
  return (
    <>
      <h4 className="my-event__subheading">{t('translate.shared-myEventPanel.devices.heading')}</h4>
      {push.usable ? (
        <Switch
          label={t('translate.shared-myEventPanel.devices.this-device')}
          checked={push.subscribed}
          disabled={!push.known || push.busy}
          onChange={(e) => (e.currentTarget.checked ? push.turnOn() : push.turnOff())}
        />
      ) : null}
      {devices.length === 0 ? <p className="my-event__muted">{t('translate.shared-myEventPanel.devices.none')}</p> : null}
      {devices.length > 0 ? (
        <ul className="my-event__devices">
          {devices.map((d) => {
            const name = t('translate.shared-myEventPanel.devices.device', { browser: d.browserName, os: d.osName });
            return (
              <li key={d.endpoint} className="my-event__device">
                <span>
                  {name}
                  <span className="my-event__muted"> · {t('translate.shared-myEventPanel.devices.added', { date: date.format(Date.parse(d.registeredTime)) })}</span>
                </span>
                <IconButton
                  label={t('translate.shared-myEventPanel.devices.remove', { device: name })}
                  icon="close"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(d.endpoint)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
