// The service worker's globals, typed here: the project's TypeScript library is the DOM's (the page's), whose
// typings and the WebWorker library's cannot be loaded into one program.

export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}

export interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}

export interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown; text(): string } | null;
}

export interface NotificationEventLike extends ExtendableEventLike {
  readonly action: string;
  readonly notification: Notification;
}

export interface SyncEventLike extends ExtendableEventLike {
  readonly tag: string;
}

export interface WindowClientLike {
  readonly url: string;
  postMessage(message: unknown): void;
  focus(): Promise<unknown>;
}

export interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    get(id: string): Promise<WindowClientLike | undefined>;
    matchAll(options?: { type?: 'window'; includeUncontrolled?: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
  addEventListener(type: 'activate' | 'install', listener: (event: ExtendableEventLike) => void): void;
}
