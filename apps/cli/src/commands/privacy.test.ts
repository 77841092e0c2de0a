/** `finishline privacy hide|show`: the organiser's flag end to end, over a scratch PGlite database. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, getParticipantDetail, upsertBundle } from '@finishline/db';
import { sampleBundle } from '@finishline/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scratchPglite } from '../testing/scratch-pglite.js';
import { describeOutcome, runPrivacy } from './privacy.js';

describe('finishline privacy', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fl-privacy-'));
  const scratch = scratchPglite(dir);
  const said: string[] = [];
  let participantId = '';

  beforeAll(async () => {
    scratch.use();
    const bundle = sampleBundle();
    const first = bundle.participants.find((p) => p.eventId === 'casa-2026' && p.displayName.trim() !== '');
    if (!first) throw new Error('sample bundle without a named participant');
    participantId = first.id;
    const db = await createDb();
    try {
      await upsertBundle(db, bundle);
    } finally {
      await db.close();
    }
    vi.spyOn(console, 'log').mockImplementation((line: string) => void said.push(line));
  });
  afterAll(() => {
    vi.restoreAllMocks();
    scratch.restore();
  });

  async function storedName(): Promise<string | undefined> {
    const db = await createDb();
    try {
      return (await getParticipantDetail(db, 'casa-2026', participantId))?.participant.displayName;
    } finally {
      await db.close();
    }
  }

  it('hides a name (erased from the database) and says so; hiding again changes nothing', async () => {
    expect(await storedName()).not.toBe('');
    await runPrivacy(['hide', '--event', 'casa-2026', '--participant', participantId]);
    expect(await storedName()).toBe('');
    await runPrivacy(['hide', '--event', 'casa-2026', '--participant', participantId]);
    await runPrivacy(['show', '--event', 'casa-2026', '--participant', participantId]);
    expect(said).toEqual([
      describeOutcome('hide', participantId, true),
      describeOutcome('hide', participantId, false),
      describeOutcome('show', participantId, true),
    ]);
    expect(said[0]).toMatch(/anonymous/);
    expect(said[2]).toMatch(/next import/);
  });

  it('explains its usage mistakes and unknown ids', async () => {
    await expect(runPrivacy(['hide', '--participant', '1'])).rejects.toThrow(/--event/);
    await expect(runPrivacy(['hide', '--event', 'casa-2026'])).rejects.toThrow(/--participant/);
    await expect(runPrivacy(['erase', '--event', 'casa-2026', '--participant', '1'])).rejects.toThrow(
      /Usage/,
    );
    await expect(runPrivacy(['hide', '--event', 'nope', '--participant', '1'])).rejects.toThrow(
      /Unknown event "nope"/,
    );
    await expect(runPrivacy(['hide', '--event', 'casa-2026', '--participant', 'nobody'])).rejects.toThrow(
      /Unknown participant "nobody"/,
    );
  });
});
