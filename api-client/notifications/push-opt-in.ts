// The visitor's push opt-in, for the push banner and the My Event panel (docs/behaviour/notifications.md, Push):
// whether push is usable on this page, whether this browser is subscribed, and turning it on or off. Usable needs a
// signed-in visitor (a device belongs to a user), the site's worker registered by this page (the caller knows:
// api-client does not register workers) and a browser that can push where notifications are not blocked.
import { useSyncExternalStore } from 'react';
import { useNotificationViewer } from './notification-hooks';
import { usePushDevice, useTogglePush } from './push-hooks';
import { browserCanPush, type PushFailure } from './push-subscription';

export interface PushOptIn {
  usable: boolean;
  /** Whether this browser is subscribed is known (false while it is being asked). */
  known: boolean;
  subscribed: boolean;
  busy: boolean;
  turnOn: () => void;
  turnOff: () => void;
}

// The permission has no event of its own: every user of the opt-in (the banner, the inbox prompt, the device
// switch) renders again once a toggle settles, so a permission denied through one is seen by all.
let settled = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const afterToggle = () => {
  settled += 1;
  for (const listener of listeners) listener();
};

/** `wanted` false asks nothing (a dismissed banner, a page without one); `onFailure` shows the reason's toast. */
export function usePushOptIn({ workerReady, wanted = true, onFailure }: { workerReady: boolean; wanted?: boolean; onFailure: (reason: PushFailure) => void }): PushOptIn {
  const viewer = useNotificationViewer();
  useSyncExternalStore(subscribe, () => settled, () => 0);
  // workerReady is false while the page hydrates, so the browser's answers are never read before then.
  const usable = wanted && workerReady && viewer !== null && browserCanPush();
  const device = usePushDevice(viewer, usable);
  const toggle = useTogglePush(viewer ?? 'anonymous', onFailure);
  return {
    usable,
    known: device.known,
    subscribed: device.subscribed,
    busy: toggle.isPending,
    turnOn: () => toggle.mutate(true, { onSettled: afterToggle }),
    turnOff: () => toggle.mutate(false, { onSettled: afterToggle }),
  };
}
