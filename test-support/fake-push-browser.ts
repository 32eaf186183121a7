// A browser that can push, for component tests in jsdom (which has no service worker, Push API or notifications):
// a secure context, a ready worker registration whose PushManager hands out subscriptions with a public https
// endpoint (as Chromium's), and a Notification whose permission prompt answers what the test says. The test
// reads back what the page asked of it.

export interface FakeSubscription {
  endpoint: string;
  unsubscribed: boolean;
}

export interface FakePushBrowser {
  /** What the permission prompt answers (the permission becomes it). */
  answer: NotificationPermission;
  permission: NotificationPermission;
  /** The subscription the browser holds, null when none. */
  current: FakeSubscription | null;
  /** Every subscription the page made, in order. */
  made: FakeSubscription[];
  /** The applicationServerKeys the page subscribed with, as base64url. */
  keys: string[];
  prompts: number;
  restore: () => void;
}

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Installs the fake browser on jsdom's window and navigator; restore() takes it away again. */
export function installFakePushBrowser({ answer = 'granted', permission = 'default' }: { answer?: NotificationPermission; permission?: NotificationPermission } = {}): FakePushBrowser {
  const state: FakePushBrowser = { answer, permission, current: null, made: [], keys: [], prompts: 0, restore: () => undefined };
  const asBrowser = (sub: FakeSubscription) => ({
    endpoint: sub.endpoint,
    // Shaped as a browser's: an uncompressed P-256 point and a 16-byte secret.
    toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: base64url(new Uint8Array(65).fill(4)), auth: base64url(new Uint8Array(16).fill(7)) } }),
    unsubscribe: async () => {
      sub.unsubscribed = true;
      if (state.current === sub) state.current = null;
      return true;
    },
  });
  const pushManager = {
    getSubscription: async () => (state.current ? asBrowser(state.current) : null),
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      state.keys.push(base64url(applicationServerKey));
      state.current ??= { endpoint: `https://fcm.googleapis.com/fcm/send/test-${state.made.length + 1}-${Date.now()}`, unsubscribed: false };
      if (!state.made.includes(state.current)) state.made.push(state.current);
      return asBrowser(state.current);
    },
  };
  class FakeNotification {
    static get permission() {
      return state.permission;
    }
    static async requestPermission() {
      state.prompts += 1;
      state.permission = state.answer;
      return state.answer;
    }
  }
  const saved: [object, string, PropertyDescriptor | undefined][] = [];
  const define = (target: object, key: string, value: unknown) => {
    saved.push([target, key, Object.getOwnPropertyDescriptor(target, key)]);
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
  };
  define(window, 'isSecureContext', true);
  define(window, 'PushManager', class {});
  define(globalThis, 'Notification', FakeNotification);
  define(navigator, 'serviceWorker', { ready: Promise.resolve({ pushManager }) });
  state.restore = () => {
    for (const [target, key, before] of saved.reverse()) {
      if (before) Object.defineProperty(target, key, before);
      else delete (target as Record<string, unknown>)[key];
    }
  };
  return state;
}
