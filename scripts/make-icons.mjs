/**
 * Draws the installed site's icons (apps/web/public/icons, referenced by the web app manifest and the service
 * worker's notifications) from the favicon's flag: `node scripts/make-icons.mjs` after changing it.
 */
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
const flag =
  '<path fill="#fff" d="M8 6h2.5v20H8zM11.5 7h4v4h-4zM15.5 11h4v4h-4zM19.5 7h4v4h-4zM11.5 15h4v4h-4zM19.5 15h4v4h-4z"/>';
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#b93a0b"/>${flag}</svg>`;
// Maskable: full bleed background, the flag within the 80 % safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#b93a0b"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${flag}</g></svg>`;
// Badge: white on transparent (Android shows its alpha only).
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${flag}</svg>`;
const out = 'apps/web/public/icons';
for (const [name, svg, size] of [
  ['icon-192.png', icon, 192],
  ['icon-512.png', icon, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
  ['badge-72.png', badge, 72],
]) {
  writeFileSync(`${out}/${name}`, new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());
}
