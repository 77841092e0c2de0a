/**
 * Alerts for followed runners in the browser (docs/alerts.md): whether this browser can receive them, turning them
 * on (permission, the service worker, a push subscription with the site's VAPID key, then the API) and off (one
 * click: the API forgets the subscription, the browser drops it). What is on, per event, is kept on the device
 * like the followed lists — no account.
 */
import {
  type FollowedRunner,
  type PushKey,
  type PushSubscribed,
  type LocaleCode,
} from '@finishline/contract';
import { SERVICE_WORKER_URL } from '../../../lib/client/service-worker';

export type AlertRunner = FollowedRunner;

/** What is on for an event: the runners alerts are sent about, their language, when the subscription is deleted. */
export type AlertsOn = { runners: AlertRunner[]; locale: LocaleCode; deleteAfter: string };

/** Whether this browser can take alerts; `install-first`: iPhone and iPad take them only from the Home Screen. */
export type AlertSupport = 'supported' | 'unsupported' | 'install-first' | 'blocked';

/** How turning alerts on or changing them ended. */
export type AlertOutcome =
  | { kind: 'on'; state: AlertsOn }
  | { kind: 'off' }
  | { kind: 'blocked' }
  | { kind: 'no-push-service' }
  | { kind: 'busy' }
  | { kind: 'failed' };

const KEY_PREFIX = 'finishline:alerts:';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored state of an event's alerts, as text (a cheap snapshot for useSyncExternalStore). */
export function alertsSnapshot(eventId: string): string {
  return storage()?.getItem(KEY_PREFIX + eventId) ?? '';
}

export function parseAlertsOn(text: string): AlertsOn | null {
  if (text === '') return null;
  try {
    const value = JSON.parse(text) as Partial<AlertsOn>;
    return Array.isArray(value.runners) && typeof value.deleteAfter === 'string'
      ? { runners: value.runners, locale: value.locale ?? 'en', deleteAfter: value.deleteAfter }
      : null;
  } catch {
    return null;
  }
}

function store(eventId: string, state: AlertsOn | null): void {
  const target = storage();
  if (target === null) return;
  if (state === null) target.removeItem(KEY_PREFIX + eventId);
  else target.setItem(KEY_PREFIX + eventId, JSON.stringify(state));
  for (const listener of listeners) listener();
}

/** A notification's "Stop alerts" (public/sw.js) ended an event's alerts: the device forgets they are on. */
function onWorkerMessage(event: MessageEvent<unknown>): void {
  const message = event.data as { type?: unknown; eventId?: unknown } | null;
  if (message?.type === 'alerts-stopped' && typeof message.eventId === 'string') store(message.eventId, null);
}

export function subscribeAlerts(listener: () => void): () => void {
  if (listeners.size === 0 && 'serviceWorker' in navigator)
    navigator.serviceWorker.addEventListener('message', onWorkerMessage);
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    if (listeners.size === 0 && 'serviceWorker' in navigator)
      navigator.serviceWorker.removeEventListener('message', onWorkerMessage);
  };
}

export function alertSupport(): AlertSupport {
  const hasPush = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (!hasPush) {
    const isAppleMobile = /iPhone|iPad|iPod/.test(navigator.userAgent);
    return isAppleMobile ? 'install-first' : 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

/** The site's public key and the retention, from the API (cached by the browser for a few minutes). */
export async function fetchPushKey(): Promise<PushKey | null> {
  try {
    const response = await fetch('/api/push/key');
    return response.ok ? ((await response.json()) as PushKey) : null;
  } catch {
    return null;
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The service worker's registration, registering it if the page has not yet; null if it cannot be had. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
    const ready = navigator.serviceWorker.ready;
    const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
    return await Promise.race([ready, late]);
  } catch {
    return null;
  }
}

/** This browser's push subscription for the site's key, made if there is none (null: no push service reached). */
async function pushSubscription(
  worker: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription | null> {
  const applicationServerKey = keyBytes(publicKey);
  try {
    const held = await worker.pushManager.getSubscription();
    if (held !== null) {
      const heldKey = held.options.applicationServerKey;
      const sameKey =
        heldKey !== null && new Uint8Array(heldKey).every((byte, i) => byte === applicationServerKey[i]);
      if (sameKey) return held;
      // Made with another key (the site's key changed): it cannot carry our messages.
      await held.unsubscribe();
    }
    // A browser that cannot reach its push service may keep trying for minutes: say so after a while instead.
    const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), PUSH_SERVICE_WAIT_MS));
    return await Promise.race([
      worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
      late,
    ]);
  } catch {
    return null;
  }
}

/** How long the browser may take to register with its push service before the page says it could not. */
const PUSH_SERVICE_WAIT_MS = 12_000;

/**
 * Turns alerts on, or changes the runners they are about, for an event: `runners` become the whole list. An empty
 * list turns them off.
 */
export async function setAlertRunners(
  eventId: string,
  runners: readonly AlertRunner[],
  locale: LocaleCode,
): Promise<AlertOutcome> {
  if (runners.length === 0) return turnOffAlerts(eventId);
  if (alertSupport() !== 'supported') return { kind: 'blocked' };
  if ((await Notification.requestPermission()) !== 'granted') return { kind: 'blocked' };
  const [worker, key] = await Promise.all([registration(), fetchPushKey()]);
  if (worker === null || key === null) return { kind: 'failed' };
  const subscription = await pushSubscription(worker, key.publicKey);
  if (subscription === null) return { kind: 'no-push-service' };
  try {
    const response = await fetch(`/api/events/${encodeURIComponent(eventId)}/push-subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subscription: subscription.toJSON(), locale, runners }),
    });
    if (response.status === 429) return { kind: 'busy' };
    if (response.status !== 201) return { kind: 'failed' };
    const saved = (await response.json()) as PushSubscribed;
    const state: AlertsOn = { runners: saved.followed, locale, deleteAfter: saved.deleteAfter };
    store(eventId, state);
    return { kind: 'on', state };
  } catch {
    return { kind: 'failed' };
  }
}

/** One click: the API forgets this browser's subscription for the event, and the device forgets it is on. */
export async function turnOffAlerts(eventId: string): Promise<AlertOutcome> {
  store(eventId, null);
  try {
    const worker = await navigator.serviceWorker.getRegistration('/');
    const subscription = await worker?.pushManager.getSubscription();
    const json = subscription?.toJSON();
    if (json?.endpoint && json.keys?.auth) {
      await fetch('/api/push-subscriptions', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint: json.endpoint, auth: json.keys.auth, eventId }),
      });
    }
  } catch {
    // Offline: the subscription ends with its retention anyway.
  }
  return { kind: 'off' };
}

/** Whether `runner` is among the runners alerts are on for. */
export function hasRunner(state: AlertsOn | null, runner: AlertRunner): boolean {
  const bib = runner.bib.toUpperCase();
  return state?.runners.some((r) => r.contestId === runner.contestId && r.bib.toUpperCase() === bib) ?? false;
}

/** The list with `runners` added (or removed), in order, without repeats. */
export function withRunners(
  list: readonly AlertRunner[],
  runners: readonly AlertRunner[],
  isAdding: boolean,
): AlertRunner[] {
  const key = (r: AlertRunner) => `${r.contestId}\u0000${r.bib.toUpperCase()}`;
  if (!isAdding) {
    const leaving = new Set(runners.map(key));
    return list.filter((r) => !leaving.has(key(r)));
  }
  const seen = new Set(list.map(key));
  const added = runners.filter((r) => !seen.has(key(r)) && Boolean(seen.add(key(r))));
  return [...list, ...added];
}

/**
 * A star pressed while alerts are on for the event: the runner joins (or leaves) the alerts too, so that following
 * from a star is enough. Nothing when alerts are off.
 */
export function syncFollowedRunner(eventId: string, runner: AlertRunner, isFollowed: boolean): void {
  const state = parseAlertsOn(alertsSnapshot(eventId));
  if (state === null || hasRunner(state, runner) === isFollowed) return;
  void setAlertRunners(eventId, withRunners(state.runners, [runner], isFollowed), state.locale);
}
