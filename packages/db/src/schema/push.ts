/**
 * Web Push alerts for followed runners (docs/alerts.md): who asked to be told, about whom, and what is to be sent.
 * A subscription holds only what delivery needs — the push service's endpoint and the browser's keys, the event,
 * the bibs and the language: no name, email, phone or address.
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { contests } from './contests.js';
import { events } from './events.js';

/** Keys the site keeps for itself, generated on first use when configuration gives none (the VAPID key pair). */
export const siteKeys = pgTable('site_keys', {
  name: text('name').primaryKey(),
  /** Whatever the key's owner stores (the VAPID pair: `{ publicKey, privateKey }`, base64url). */
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { precision: 3, withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
});

/** One browser's push subscription for one event. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    key: integer('key').primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser (RFC 8030). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language the alerts are written in. */
    locale: text('locale').notNull(),
    /** A hash of the client (never its address): the subscribe rate limit counts per hash. */
    clientHash: text('client_hash').notNull(),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    /** Deleted then (the event's last day plus the retention stated on the page). */
    deleteAfter: timestamp('delete_after', { precision: 3, withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    unique('push_subscriptions_endpoint_event_key').on(t.endpoint, t.eventId),
    index('push_subscriptions_client_idx').on(t.clientHash, t.createdAt),
    index('push_subscriptions_delete_after_idx').on(t.deleteAfter),
  ],
);

/** A runner a subscription follows, by contest and bib (a hidden runner can be followed by bib). */
export const pushFollows = pgTable(
  'push_follows',
  {
    subscriptionKey: integer('subscription_key')
      .notNull()
      .references(() => pushSubscriptions.key, { onDelete: 'cascade' }),
    contestKey: integer('contest_key')
      .notNull()
      .references(() => contests.key, { onDelete: 'cascade' }),
    bib: text('bib').notNull(),
  },
  (t) => [
    primaryKey({ name: 'push_follows_pkey', columns: [t.subscriptionKey, t.contestKey, t.bib] }),
    index('push_follows_contest_bib_idx').on(t.contestKey, t.bib),
  ],
);

/**
 * The delivery outbox: one row per subscription, runner and topic (a checkpoint passed, the finish, a status, an
 * overdue runner) — the unique key is what makes an alert exactly once however often its read is re-ingested,
 * corrected or seen by several instances. `state`: `pending` (to send), `skipped` (known when the visitor
 * subscribed: never sent), `sent` (accepted by the push service), `failed` (given up). A sender claims pending rows
 * with `for update skip locked` and a lease (`next_attempt_at` moved ahead), so an instance that dies between claim
 * and send leaves its rows to another once the lease ends.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    key: integer('key').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionKey: integer('subscription_key')
      .notNull()
      .references(() => pushSubscriptions.key, { onDelete: 'cascade' }),
    contestKey: integer('contest_key').notNull(),
    bib: text('bib').notNull(),
    /** What the alert is about: `cp:<checkpoint id>`, `finish`, `status:<dnf|dsq>`, `overdue:<checkpoint id>`. */
    topic: text('topic').notNull(),
    state: text('state').notNull(),
    /** The notification as the service worker shows it (title, body, url, lang, dir, tag), or null when skipped. */
    payload: jsonb('payload'),
    /** When the underlying read happened (epoch of the read, for the read → push latency). */
    readAt: timestamp('read_at', { precision: 3, withTimezone: true, mode: 'string' }),
    /** Seconds the push service keeps the message for an offline browser (RFC 8030 TTL). */
    ttlSeconds: integer('ttl_seconds').notNull().default(3600),
    urgency: text('urgency').notNull().default('normal'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { precision: 3, withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    sentAt: timestamp('sent_at', { precision: 3, withTimezone: true, mode: 'string' }),
    /** The last answer that was not a success, for the operator. */
    lastError: text('last_error'),
  },
  (t) => [
    unique('push_outbox_alert_key').on(t.subscriptionKey, t.contestKey, t.bib, t.topic),
    index('push_outbox_due_idx').on(t.state, t.nextAttemptAt),
  ],
);
