// Whether this browser gets the viewer's push notifications, and turning them on or off. Subscribed means both
// sides agree: the browser holds a subscription and the viewer's device list has its endpoint (a device removed
// elsewhere, or pruned by the server, is not subscribed even though the browser still holds it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys, preferenceQueryOptions } from './notifications-api';
import { currentPushEndpoint, PushSubscriptionError, subscribeToPush, unsubscribeFromPush, type PushFailure } from './push-subscription';

/** The browser's subscription lives outside the server's answers: a key of its own under the viewer's. */
export const pushEndpointKey = (viewer: string) => [...notificationKeys.viewer(viewer), 'push-endpoint'] as const;

export interface PushDeviceState {
  /** Both the browser's subscription and the device list are known. */
  known: boolean;
  subscribed: boolean;
}

/** `usable`: the page may push at all (a worker of its own, a browser that can); nothing is asked otherwise. */
export function usePushDevice(viewer: string | null, usable: boolean): PushDeviceState {
  // Strictly true: an undefined `enabled` would mean enabled to React Query.
  const enabled = usable === true && viewer !== null;
  const devices = useQuery({ ...preferenceQueryOptions(viewer ?? 'anonymous'), enabled });
  const endpoint = useQuery({ queryKey: pushEndpointKey(viewer ?? 'anonymous'), queryFn: currentPushEndpoint, enabled });
  const mine = endpoint.data ?? null;
  return {
    known: devices.isSuccess && endpoint.isSuccess,
    subscribed: mine !== null && (devices.data?.devices ?? []).some((d) => d.endpoint === mine),
  };
}

/** Turns push on (true) or off (false) for this browser; the device list and subscription are read again either way. */
export function useTogglePush(viewer: string, onFailure: (reason: PushFailure) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean): Promise<unknown> => (on ? subscribeToPush() : unsubscribeFromPush()),
    // A browser that throws something unexpected (an old requestPermission) still gets the toast of what was tried.
    onError: (error, on) => onFailure(error instanceof PushSubscriptionError ? error.reason : on ? 'failed-to-subscribe' : 'failed-to-unsubscribe'),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: notificationKeys.preference(viewer) }),
        client.invalidateQueries({ queryKey: pushEndpointKey(viewer) }),
      ]),
  });
}
