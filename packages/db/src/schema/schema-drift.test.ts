import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../migrate.js';
import * as schema from './index.js';

describe('schema and migrations', () => {
  it('agree: generating a migration from the latest snapshot yields nothing (run npm run db:generate)', async () => {
    const meta = join(MIGRATIONS_FOLDER, 'meta');
    const latest =
      readdirSync(meta)
        .filter((file) => file.endsWith('_snapshot.json'))
        .sort()
        .at(-1) ?? '';
    const previous = JSON.parse(readFileSync(join(meta, latest), 'utf8')) as DrizzleSnapshotJSON;
    const current = generateDrizzleJson(schema, previous.id);
    expect(await generateMigration(previous, current)).toEqual([]);
  });
});
