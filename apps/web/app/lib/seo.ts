/**
 * Head tags shared by every page: title, description, canonical URL, hreflang alternates,
 * Open Graph and optional JSON-LD. Route `meta` functions call `pageMeta` with their own title.
 */
import type { MetaDescriptor } from 'react-router';
import type { Messages } from './i18n/catalog';
import { HTML_LANGS, isLocale, LOCALES, type Locale, localizePath, OG_LOCALES } from './i18n/locales';
import { messagesOf } from './i18n/page-messages';
import { createTranslator, type Translate } from './i18n/translator';

export type RootData = { locale: Locale; origin: string };

type MatchLike = { id: string; loaderData?: unknown } | undefined;

function isRootData(value: unknown): value is RootData {
  if (typeof value !== 'object' || value === null) return false;
  return 'locale' in value && isLocale(value.locale) && 'origin' in value && typeof value.origin === 'string';
}

/** The root loader's data among a meta function's matches. */
export function findRootData(matches: readonly MatchLike[]): RootData | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  return isRootData(root) ? root : undefined;
}

const translators = new WeakMap<Messages, Translate>();

/** The translate function of the page's locale (its messages are loaded before the page renders). */
export function translatorFor(data: RootData): Translate {
  const messages = messagesOf(data.locale);
  if (!messages) return createTranslator(data.locale, {});
  let t = translators.get(messages);
  if (!t) {
    t = createTranslator(data.locale, messages);
    translators.set(messages, t);
  }
  return t;
}

/** `Page · Finishline`. */
export function pageTitle(data: RootData, title: string): string {
  const site = translatorFor(data)('common.site.name');
  return title === site ? site : `${title} · ${site}`;
}

export type PageMetaInput = {
  title: string;
  description: string;
  /** The page's path without locale prefix, e.g. `/event/x`. */
  path: string;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
  /** A share image (Open Graph / Twitter card): its path on the site's origin, e.g. `/api/…/card.png?locale=en`. */
  image?: { path: string; width: number; height: number; alt: string };
};

/** og:image and its size and text, and the large Twitter card, when the page has a share image. */
function imageMeta(origin: string, image: PageMetaInput['image']): MetaDescriptor[] {
  if (!image) return [{ name: 'twitter:card', content: 'summary' }];
  const url = `${origin}${image.path}`;
  return [
    { property: 'og:image', content: url },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: url },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}

export function pageMeta(matches: readonly MatchLike[], input: PageMetaInput): MetaDescriptor[] {
  const data = findRootData(matches);
  if (!data) return [{ title: input.title }];
  const url = (locale: Locale) => `${data.origin}${localizePath(locale, input.path)}`;
  const title = pageTitle(data, input.title);
  const t = translatorFor(data);
  return [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url(data.locale) },
    ...LOCALES.map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: HTML_LANGS[locale],
      href: url(locale),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') },
    { property: 'og:site_name', content: t('common.site.name') },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url(data.locale) },
    { property: 'og:locale', content: OG_LOCALES[data.locale] },
    ...LOCALES.filter((locale) => locale !== data.locale).map((locale) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALES[locale],
    })),
    ...imageMeta(data.origin, input.image),
    ...(input.jsonLd ? [{ 'script:ld+json': input.jsonLd }] : []),
  ];
}
