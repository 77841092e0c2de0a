import { HTML_LANGS, LOCALES, localizePath } from '../../lib/i18n/locales';

export type SitemapPage = { path: string; lastModified?: string };

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A sitemap with one <url> per page and language, each listing its hreflang alternates. */
export function buildSitemap(origin: string, pages: readonly SitemapPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = LOCALES.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${HTML_LANGS[locale]}" href="${escapeXml(origin + localizePath(locale, page.path))}"/>`,
    );
    alternates.push(
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + page.path)}"/>`,
    );
    for (const locale of LOCALES) {
      lines.push('  <url>', `    <loc>${escapeXml(origin + localizePath(locale, page.path))}</loc>`);
      if (page.lastModified) lines.push(`    <lastmod>${escapeXml(page.lastModified)}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
