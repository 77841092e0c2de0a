/** `finishline import` favours memory: its recomputes are planned on its own thread (one heap), not in a worker. */
import { join } from 'node:path';
import { planStats, setPlanWorker } from '@finishline/db';
import { afterAll, describe, expect, it } from 'vitest';
import { runImport } from './commands/import.js';
import { favourMemory } from './favour-memory.js';
import { useImportScratch } from './testing/import-scratch.js';

const bundle = join(import.meta.dirname, '../../../docs/examples/bundle.json');

describe('favourMemory', () => {
  useImportScratch('fl-favour-memory-');
  afterAll(() => setPlanWorker(true));

  it('has an import plan its recomputes here, with no worker started', async () => {
    const before = planStats();
    await favourMemory();
    await runImport(['bundle', bundle]);
    const after = planStats();
    expect(after.inThread).toBeGreaterThan(before.inThread);
    expect(after.offThread).toBe(before.offThread);
    expect(after.isWorkerRunning).toBe(false);
  });
});
