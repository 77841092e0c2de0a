/**
 * Message keys, typed from the English catalog: `namespace.key`, where the namespace is the
 * file name under app/locales/<locale>/ (common.json → `common.nav.events`).
 */
import type IntlMessageFormat from 'intl-messageformat';
import type codes from '../../locales/en/codes.json';
import type common from '../../locales/en/common.json';
import type compare from '../../locales/en/compare.json';
import type contest from '../../locales/en/contest.json';
import type developers from '../../locales/en/developers.json';
import type embed from '../../locales/en/embed.json';
import type event from '../../locales/en/event.json';
import type events from '../../locales/en/events.json';
import type follow from '../../locales/en/follow.json';
import type participants from '../../locales/en/participants.json';
import type share from '../../locales/en/share.json';
import type types from '../../locales/en/types.json';

type Namespaces = {
  codes: typeof codes;
  common: typeof common;
  compare: typeof compare;
  contest: typeof contest;
  developers: typeof developers;
  embed: typeof embed;
  event: typeof event;
  events: typeof events;
  follow: typeof follow;
  participants: typeof participants;
  share: typeof share;
  types: typeof types;
};

export const NAMESPACES = [
  'codes',
  'common',
  'compare',
  'contest',
  'developers',
  'embed',
  'event',
  'events',
  'follow',
  'participants',
  'share',
  'types',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type MessageKey = {
  [N in keyof Namespaces & string]: `${N}.${keyof Namespaces[N] & string}`;
}[keyof Namespaces & string];

/** A parsed ICU message (sent to the browser, which then needs no parser). */
export type MessageAst = ReturnType<IntlMessageFormat['getAst']>;

/** A message ready to format: a plain string when it has no ICU syntax, else its AST. */
export type CompiledMessage = string | MessageAst;

export type Messages = Partial<Record<MessageKey, CompiledMessage>>;

export type MessageValues = Record<string, string | number | Date>;
