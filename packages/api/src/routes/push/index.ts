/**
 * Web Push alerts (docs/alerts.md): the site's public VAPID key, a browser's subscription for an event's followed
 * runners, and the one-click unsubscribe. Writes go to the primary. Subscribing is limited per client twice: the
 * subscriptions stored in a window (counted in the database, so every instance agrees) and requests of any outcome
 * per instance. Only the browsers' push services are accepted as endpoints (packages/alerts push-services.ts): the
 * server posts to them, so an address of the visitor's choosing is never called.
 */
import rateLimit from '@fastify/rate-limit';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isAllowedPushEndpoint, loadVapidIdentity, type VapidIdentity } from '@finishline/alerts';
import {
  ErrorResponse,
  EventParams,
  PushKey,
  PushSubscribeBody,
  PushSubscribed,
  PushUnsubscribeBody,
  PushUnsubscribed,
} from '@finishline/contract';
import {
  countSubscriptionsSince,
  type Db,
  DbError,
  deleteSubscription,
  saveSubscription,
} from '@finishline/db';
import { ApiError, clientHash } from '@finishline/reads';
import { type PushSettings } from '../../env.js';

export type PushLimits = {
  /** Subscriptions saved per client in the window (every instance agrees: counted in the database). */
  subscriptions: number;
  /** Requests of any outcome per client and window, per instance. */
  attempts: number;
  windowMs: number;
};

export const PUSH_LIMITS: PushLimits = { subscriptions: 20, attempts: 60, windowMs: 10 * 60_000 };

export type PushRoutesOptions = { db: Db; settings: PushSettings; limits?: Partial<PushLimits> };

export const pushRoutes: FastifyPluginAsyncTypebox<PushRoutesOptions> = async (app, options) => {
  const { db, settings } = options;
  const limits = { ...PUSH_LIMITS, ...options.limits };
  let identity: Promise<VapidIdentity> | null = null;
  const vapid = () => {
    identity ??= loadVapidIdentity(db, settings).catch((error: unknown) => {
      identity = null;
      throw error;
    });
    return identity;
  };

  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.clientIp,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', `Too many requests: retry in ${context.after}.`),
  });
  const perClient = { rateLimit: { max: limits.attempts, timeWindow: limits.windowMs } };

  app.get(
    '/api/push/key',
    {
      schema: {
        tags: ['alerts'],
        summary: "The site's VAPID public key for Web Push",
        description:
          'The `applicationServerKey` a browser subscribes with (PushManager.subscribe), and how long ' +
          "subscriptions are kept after their event's last day.",
        response: { 200: PushKey, 503: ErrorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { publicKey: (await vapid()).publicKey, retentionDays: settings.retentionDays };
    },
  );

  app.post(
    '/api/events/:eventId/push-subscriptions',
    {
      bodyLimit: 64 * 1024,
      config: perClient,
      schema: {
        tags: ['alerts'],
        summary: 'Ask for alerts about followed runners (Web Push)',
        description:
          "Stores the browser's push subscription for the event with the runners to be told about: each " +
          'checkpoint passed, the finish, a DNF or DSQ, and once if a runner is overdue. Only the endpoint, the ' +
          'keys, the event, the bibs and the language are kept — no name, email or phone — and they are deleted ' +
          `${settings.retentionDays} days after the event's last day. The same browser posting again replaces its ` +
          'runners. The endpoint must be a browser push service. At most ' +
          `${limits.subscriptions} subscriptions per client every ${limits.windowMs / 60_000} minutes: then 429.`,
        params: EventParams,
        body: PushSubscribeBody,
        response: { 201: PushSubscribed, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { subscription, locale, runners } = request.body;
      if (!isAllowedPushEndpoint(subscription.endpoint, settings.endpointOrigins))
        throw new ApiError(
          400,
          'invalid_parameter',
          'The endpoint is not a browser push service.',
          'endpoint',
        );
      const hash = clientHash(request.clientIp);
      const since = Date.now() - limits.windowMs;
      if ((await countSubscriptionsSince(db, hash, since)) >= limits.subscriptions) {
        reply.header('retry-after', String(Math.ceil(limits.windowMs / 1000)));
        throw new ApiError(429, 'rate_limited', 'Too many subscriptions from this client: retry later.');
      }
      try {
        const saved = await saveSubscription(db, {
          eventId: request.params.eventId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          locale,
          runners,
          clientHash: hash,
          retentionDays: settings.retentionDays,
        });
        return await reply.code(201).send({
          eventId: request.params.eventId,
          followed: saved.followed,
          unknown: saved.unknown,
          deleteAfter: new Date(saved.deleteAfter).toISOString(),
        });
      } catch (error) {
        if (error instanceof DbError && error.code === 'unknown_event')
          throw new ApiError(404, 'not_found', 'Event not found.');
        throw error;
      }
    },
  );

  app.delete(
    '/api/push-subscriptions',
    {
      bodyLimit: 8 * 1024,
      config: perClient,
      schema: {
        tags: ['alerts'],
        summary: 'Stop alerts (one click)',
        description:
          "Deletes the browser's subscriptions — of one event, or of all — with their followed runners and " +
          'pending alerts. The endpoint and the auth secret (both known only to the browser) prove they are its own.',
        body: PushUnsubscribeBody,
        response: { 200: PushUnsubscribed, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const deleted = await deleteSubscription(db, {
        endpoint: request.body.endpoint,
        auth: request.body.auth,
        eventId: request.body.eventId ?? null,
      });
      return { deleted };
    },
  );
};
