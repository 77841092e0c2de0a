/**
 * Web Push alerts for followed runners (docs/alerts.md): the site's public VAPID key, a browser's subscription for an
 * event with the runners it follows, and the one-click unsubscribe. A subscription carries no name, email or phone.
 */
import { Type, type Static } from 'typebox';
import { LOCALE_CODES } from './codes.js';
import { BIB_SOURCE } from './participants.js';
import { StringEnum } from './schema-helpers.js';

/** Most runners one subscription follows (a club followed in several races fits). */
export const MAX_PUSH_RUNNERS = 500;

/** Longest push endpoint accepted (the push services' are under 500 characters). */
export const MAX_PUSH_ENDPOINT_LENGTH = 1024;

/** A P-256 public key, uncompressed (65 octets), base64url: 87 characters. */
const P256DH_PATTERN = '^B[A-Za-z0-9_-]{86}$';
/** The 16-octet auth secret, base64url: 22 characters. */
const AUTH_PATTERN = '^[A-Za-z0-9_-]{22}$';

/** GET /api/push/key. */
export const PushKey = Type.Object(
  {
    publicKey: Type.String({
      description:
        "The site's VAPID public key (uncompressed P-256, base64url): PushManager's applicationServerKey.",
    }),
    retentionDays: Type.Integer({
      minimum: 0,
      description: "Days after an event's last day that its subscriptions are deleted.",
    }),
  },
  { additionalProperties: false },
);
export type PushKey = Static<typeof PushKey>;

export const FollowedRunner = Type.Object(
  {
    contestId: Type.String({ minLength: 1, maxLength: 100, description: 'Contest id.' }),
    bib: Type.String({ pattern: `^${BIB_SOURCE}$`, description: 'Bib in that contest.' }),
  },
  { additionalProperties: false },
);
export type FollowedRunner = Static<typeof FollowedRunner>;

/** The browser's subscription, as PushSubscription.toJSON() gives it. */
export const BrowserSubscription = Type.Object(
  {
    endpoint: Type.String({
      maxLength: MAX_PUSH_ENDPOINT_LENGTH,
      pattern: '^https?://',
      description: "The push service's URL for this browser: one of the browsers' push services.",
    }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      {
        p256dh: Type.String({
          pattern: P256DH_PATTERN,
          description: "The browser's P-256 public key, base64url.",
        }),
        auth: Type.String({ pattern: AUTH_PATTERN, description: 'The auth secret, base64url.' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type BrowserSubscription = Static<typeof BrowserSubscription>;

/** POST /api/events/{eventId}/push-subscriptions. */
export const PushSubscribeBody = Type.Object(
  {
    subscription: BrowserSubscription,
    locale: StringEnum(LOCALE_CODES, { description: 'The language the alerts are written in.' }),
    runners: Type.Array(FollowedRunner, {
      minItems: 1,
      maxItems: MAX_PUSH_RUNNERS,
      description: `The runners to be told about (1 to ${MAX_PUSH_RUNNERS}); a second call replaces them.`,
    }),
  },
  { additionalProperties: false },
);
export type PushSubscribeBody = Static<typeof PushSubscribeBody>;

export const PushSubscribed = Type.Object(
  {
    eventId: Type.String(),
    followed: Type.Array(FollowedRunner, { description: 'The runners alerts will be sent about.' }),
    unknown: Type.Array(FollowedRunner, {
      description: 'Runners asked for that are not entered: not followed.',
    }),
    deleteAfter: Type.String({ format: 'date-time', description: 'When the subscription will be deleted.' }),
  },
  { additionalProperties: false },
);
export type PushSubscribed = Static<typeof PushSubscribed>;

/** DELETE /api/push-subscriptions: the browser's endpoint and auth secret prove the subscription is theirs. */
export const PushUnsubscribeBody = Type.Object(
  {
    endpoint: Type.String({ maxLength: MAX_PUSH_ENDPOINT_LENGTH, pattern: '^https?://' }),
    auth: Type.String({ pattern: AUTH_PATTERN }),
    eventId: Type.Optional(
      Type.String({ minLength: 1, description: 'Only this event’s; default every event.' }),
    ),
  },
  { additionalProperties: false },
);
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;

export const PushUnsubscribed = Type.Object(
  { deleted: Type.Integer({ minimum: 0, description: 'Subscriptions deleted.' }) },
  { additionalProperties: false },
);
export type PushUnsubscribed = Static<typeof PushUnsubscribed>;
