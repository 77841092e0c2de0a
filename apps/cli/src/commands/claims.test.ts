/** The claims export: CSV that spreadsheets read safely, JSON, and the command end to end. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ClaimRow, createClaim, createDb, type DbHandle, upsertBundle } from '@finishline/db';
import { openSampleDb, sampleBundle, testDbKinds } from '@finishline/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CliError } from '../cli-error.js';
import { csvField, formatClaimsCsv, formatClaimsJson, listClaims, runClaims } from './claims.js';
import { scratchPglite } from '../testing/scratch-pglite.js';

const ROW: ClaimRow = {
  eventId: 'casa-2026',
  contestId: 'marathon',
  reference: 'CLM-7K2M9Q4X',
  createdAt: Date.UTC(2026, 4, 11, 8, 30),
  bib: '3',
  name: 'محمد العلوي',
  time: '2:49:30',
  problem: 'wrong_time',
  reason: 'My watch says 2:49:30.',
};

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF) back into rows, to check the round trip. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe('CSV export', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['a; b', '"a; b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+33 1 00', "'+33 1 00"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=cmd', "'\t=cmd"],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['محمد', 'محمد'],
  ])('writes %j as %s', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('has a BOM, a header and CRLF lines, and hostile strings survive the round trip as text', () => {
    const hostile = {
      ...ROW,
      name: '<script>alert(1)</script>, "Bob"',
      reason: `line 1\r\nline 2, "quoted"; =cmd|' /C calc'!A0`,
      time: null,
    };
    const csv = formatClaimsCsv([ROW, hostile]);
    expect(csv.startsWith('\uFEFFreference,created_at,event,contest,bib,name,time,problem,reason\r\n')).toBe(
      true,
    );
    const [header, first, second] = parseCsv(csv.slice(1));
    expect(header).toHaveLength(9);
    expect(first).toEqual([
      'CLM-7K2M9Q4X',
      '2026-05-11T08:30:00.000Z',
      'casa-2026',
      'marathon',
      '3',
      'محمد العلوي',
      '2:49:30',
      'wrong_time',
      'My watch says 2:49:30.',
    ]);
    expect(second?.[5]).toBe('<script>alert(1)</script>, "Bob"');
    expect(second?.[6]).toBe('');
    expect(second?.[8]).toBe(hostile.reason);
  });

  it('writes JSON with ISO instants', () => {
    expect(JSON.parse(formatClaimsJson([ROW]))).toEqual([{ ...ROW, createdAt: '2026-05-11T08:30:00.000Z' }]);
  });
});

describe.each(testDbKinds())('listClaims on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
    const claim = { ...ROW, clientHash: 'c' };
    await createClaim(db, claim);
    await createClaim(db, { ...claim, contestId: '10k', name: '=2+2' });
  });
  afterAll(() => db.close());

  it('lists an event or one contest, oldest first', async () => {
    const all = await listClaims(db, { eventId: 'casa-2026', contestId: null, format: 'json' });
    expect(all.count).toBe(2);
    const items = JSON.parse(all.text) as ClaimRow[];
    expect(items.map((item) => [item.contestId, item.name])).toEqual([
      ['marathon', 'محمد العلوي'],
      ['10k', '=2+2'],
    ]);
    const tenK = await listClaims(db, { eventId: 'casa-2026', contestId: '10k', format: 'csv' });
    expect(tenK.count).toBe(1);
    expect(tenK.text).toContain(",'=2+2,");
  });

  it('refuses an unknown event or contest', async () => {
    await expect(listClaims(db, { eventId: 'nope', contestId: null, format: 'csv' })).rejects.toThrow(
      CliError,
    );
    await expect(listClaims(db, { eventId: 'casa-2026', contestId: 'nope', format: 'csv' })).rejects.toThrow(
      /Unknown contest/,
    );
  });
});

describe('finishline claims list', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fl-claims-'));
  const scratch = scratchPglite(dir);
  let stdout = '';

  beforeAll(async () => {
    scratch.use();
    const db = await createDb();
    try {
      await upsertBundle(db, sampleBundle());
      await createClaim(db, { ...ROW, clientHash: 'c' });
    } finally {
      await db.close();
    }
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      stdout += String(chunk);
      return true;
    });
  });
  afterAll(() => {
    vi.restoreAllMocks();
    scratch.restore();
  });

  it('prints CSV to stdout, or writes JSON to a file', async () => {
    await runClaims(['list', '--event', 'casa-2026']);
    expect(stdout).toMatch(/\r\nCLM-[0-9A-Z]{8},[^,]+,casa-2026,marathon,3,محمد العلوي,2:49:30,wrong_time,/);
    const out = join(dir, 'claims.json');
    await runClaims([
      'list',
      '--event',
      'casa-2026',
      '--contest',
      'marathon',
      '--format',
      'json',
      '--out',
      out,
    ]);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject([{ bib: '3', problem: 'wrong_time' }]);
  });

  it('explains its usage mistakes', async () => {
    await expect(runClaims(['list'])).rejects.toThrow(/--event/);
    await expect(runClaims(['show', '--event', 'x'])).rejects.toThrow(/Usage/);
    await expect(runClaims(['list', '--event', 'x', '--format', 'xml'])).rejects.toThrow(/csv or json/);
  });
});
