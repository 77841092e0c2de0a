import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLED_MEDIA_DIR, findMediaFile } from './media-files.js';

describe('findMediaFile', () => {
  const root = mkdtempSync(join(tmpdir(), 'fl-media-'));
  const mediaDir = join(root, 'media');
  mkdirSync(join(mediaDir, 'cams'), { recursive: true });
  writeFileSync(join(mediaDir, 'cams', 'finish.mp4'), 'video');
  writeFileSync(join(root, 'secret.txt'), 'secret');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds a file under the folder', async () => {
    expect(await findMediaFile(mediaDir, 'cams/finish.mp4')).toMatchObject({ size: 5 });
    expect(await findMediaFile(mediaDir, './cams/../cams/finish.mp4')).toMatchObject({ size: 5 });
  });

  it.each([
    '../secret.txt',
    'cams/../../secret.txt',
    join(root, 'secret.txt'),
    'file:///etc/passwd',
    'cams',
    '',
    '.',
    'missing.mp4',
    'cams/finish.mp4\0.txt',
  ])('refuses %j', async (src) => {
    expect(await findMediaFile(mediaDir, src)).toBeNull();
  });

  it('ships the demo recording in the default folder', async () => {
    const file = await findMediaFile(BUNDLED_MEDIA_DIR, 'demo-finish.mp4');
    expect(file?.size).toBeGreaterThan(100_000);
    expect(file?.size).toBeLessThan(1_000_000);
  });
});
