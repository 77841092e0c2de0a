import { describe, expect, it } from 'vitest';
import { buildSitemap } from './build-sitemap';

describe('buildSitemap', () => {
  it('lists each page in the four languages with hreflang alternates', () => {
    const xml = buildSitemap('https://results.example', [{ path: '/' }, { path: '/event/a&b' }]);
    expect(xml.match(/<url>/g)).toHaveLength(8);
    expect(xml).toContain('<loc>https://results.example/ar/event/a&#38;b</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar-MA" href="https://results.example/ar"/>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://results.example/"/>',
    );
  });
});
