/**
 * axe as every spec runs it, and the looks the accessibility specs check pages in. One home, so no spec checks fewer
 * rules than the others, and every run skips the work no spec reads.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The violations on the page, as `rule: target, target`; empty when clean. Only violations are reported in full
 * (`resultTypes`): axe then skips building selectors for every node that passes, which on a 100-row results table
 * is most of its time, and finds exactly the same violations.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules([...rules]) : builder.withTags(AXE_TAGS)).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export type Look = {
  locale: 'en' | 'ar';
  scheme: 'light' | 'dark';
  device: 'phone' | 'desktop';
};

/**
 * Four looks that pair every language with every scheme and every device, and every scheme with every device
 * (a pairwise covering set of the 2 × 2 × 2 matrix): what can break accessibility is a language's direction, a
 * scheme's contrast or a device's layout, and each pair of them shows in one look. Half the page loads of all
 * eight, with the same pairs seen.
 */
export const PAIRWISE_LOOKS: readonly Look[] = [
  { locale: 'en', scheme: 'light', device: 'desktop' },
  { locale: 'en', scheme: 'dark', device: 'phone' },
  { locale: 'ar', scheme: 'light', device: 'phone' },
  { locale: 'ar', scheme: 'dark', device: 'desktop' },
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
