/**
 * The media folder: recordings whose `src` is a relative path (docs/import.md) are files under it. The default is
 * the API's own `assets` folder, which ships the demo's finish-line recording (scripts/make-demo-recording.sh).
 */
import { stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/api/assets, from src/lib as from dist/lib. */
export const BUNDLED_MEDIA_DIR = fileURLToPath(new URL('../../assets/', import.meta.url));

export type MediaFile = { path: string; size: number; mtimeMs: number };

/**
 * The regular file `src` names inside `mediaDir`, or null when it is missing, not a file, or would leave the
 * folder (`..`, an absolute path, a NUL byte): imported data never makes the API read elsewhere.
 */
export async function findMediaFile(mediaDir: string, src: string): Promise<MediaFile | null> {
  if (src.includes('\0') || isAbsolute(src) || /^[a-z][a-z0-9+.-]*:/i.test(src)) return null;
  const root = resolve(mediaDir);
  const path = resolve(root, src);
  const inside = relative(root, path);
  if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) return null;
  try {
    const stats = await stat(path);
    return stats.isFile() ? { path, size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null;
  }
}
