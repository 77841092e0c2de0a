/**
 * A 10 km road race printed as fixed-width text by a timing program (fidelity suite): a title and a page line over
 * the header and its `=====` ruler on every page of 60 rows, a page footer and a form feed between pages, a footer at
 * the end. Places right-aligned, names with particles and single spaces (a few longer than their column, running
 * past it, longer ones cut), a 5 km split, gun and chip times, net basis; DNF and DNS written in the chip time column, ties sharing
 * a place.
 */
import { createRandom } from '../demo/random.js';
import {
  clock,
  contestBundle,
  type Expected,
  type FidelityExport,
  invented,
  minutes,
  sourcePlaces,
} from './synthetic-export.js';

const PARTICLES = ['', '', '', 'de ', 'van der ', 'El ', 'ben '];
const COLUMNS = [
  { name: 'Place', width: 5, right: true },
  { name: 'Bib', width: 5, right: true },
  { name: 'Name', width: 24, right: false },
  { name: 'Sex', width: 3, right: true },
  { name: 'Club', width: 18, right: false },
  { name: '5 km', width: 7, right: true },
  { name: 'Gun Time', width: 8, right: true },
  { name: 'Chip Time', width: 9, right: true },
] as const;
const ROWS_PER_PAGE = 60;

/**
 * A line of the list as the program prints it: each column at its place, one space apart, a cell padded to its width
 * and a longer one running on past it (over the space, up to the next column's text).
 */
function printLine(cells: readonly string[]): string {
  const chars: (string | undefined)[] = [];
  let start = 0;
  COLUMNS.forEach((column, k) => {
    const cell = cells[k] ?? '';
    const text = column.right ? cell.padStart(column.width) : cell.padEnd(column.width);
    // Padding never covers the end of a cell that ran on into this column.
    [...text].forEach((char, i) => {
      if (char !== ' ' || chars[start + i] === undefined) chars[start + i] = char;
    });
    start += column.width + 1;
  });
  return Array.from(chars, (char) => char ?? ' ')
    .join('')
    .trimEnd();
}

/** A name as the program prints it: one or two characters past its column run on into the gap; longer ones are cut. */
function printedName(name: string): string {
  return name.length <= 26 ? name : name.slice(0, 24).trim();
}

/** A fixed-width 10 km list: see the module comment. */
export function fixedWidth10k(count = 400, seed = 41): FidelityExport {
  const random = createRandom(seed);
  const runners = Array.from({ length: count }, (_, i) => {
    const gender = random.chance(0.4) ? 'F' : 'M';
    const chipS = Math.round(random.normal(gender === 'F' ? 58 : 52, 7) * 60);
    // Whole minutes for some: equal times, shared places.
    const netS = Math.max(30 * 60, random.chance(0.15) ? Math.round(chipS / 60) * 60 : chipS);
    const delayS = random.int(0, 90);
    const roll = random.next();
    const status: Expected['status'] = roll < 0.04 ? 'dnf' : roll < 0.06 ? 'dns' : 'finished';
    // Every tenth name is long enough to run past its column, as such programs let it.
    const first = i % 10 === 0 ? `${invented(random, 3)} ${invented(random, 3)}` : invented(random, 2);
    const last = `${random.pick(PARTICLES)}${invented(random, i % 10 === 0 ? 4 : 3)}`;
    return {
      bib: String(random.chance(0.5) ? 1000 + i : 10 + i),
      name: printedName(`${first} ${last}`),
      gender,
      club: random.chance(0.5) ? `${invented(random, 2)} Running Club`.slice(0, 18) : '',
      splitMs: status === 'dns' ? null : Math.round(netS * random.normal(0.49, 0.01)) * 1000,
      gunMs: status === 'finished' ? (netS + delayS) * 1000 : null,
      netMs: status === 'finished' ? netS * 1000 : null,
      status,
    };
  });
  const { overall, byGender } = sourcePlaces(runners, (r) => r.netMs);
  const ordered = [...runners].sort(
    (a, b) => (a.netMs ?? Infinity) - (b.netMs ?? Infinity) || Number(a.bib) - Number(b.bib),
  );
  const pages = Math.ceil(count / ROWS_PER_PAGE);
  const header = printLine(COLUMNS.map((column) => column.name));
  const ruler = COLUMNS.map((column) => '='.repeat(column.width)).join(' ');
  const lines: string[] = [];
  ordered.forEach((r, i) => {
    if (i % ROWS_PER_PAGE === 0) {
      const page = i / ROWS_PER_PAGE + 1;
      if (page > 1) lines.push('', `${' '.repeat(70)}Page ${page - 1} of ${pages}`);
      lines.push(
        `${page > 1 ? '\f' : ''}FIDELITY 10 KM ROAD RACE 2026 - RESULTS (CHIP TIME)`,
        `Testburg, 26 April 2026                                   Page ${page} of ${pages}`,
        '',
        header,
        ruler,
      );
    }
    const chip = { finished: r.netMs === null ? '' : clock(r.netMs), dnf: 'DNF', dns: 'DNS', dsq: 'DSQ' }[
      r.status
    ];
    lines.push(
      printLine([
        String(overall.get(r.bib) ?? ''),
        r.bib,
        r.name,
        r.gender,
        r.club,
        r.splitMs === null ? '' : minutes(r.splitMs),
        r.gunMs === null ? '' : clock(r.gunMs),
        chip,
      ]),
    );
  });
  lines.push('', `${' '.repeat(70)}Page ${pages} of ${pages}`, 'Results by an invented timing company', '');
  return {
    name: 'Fixed-width 10 km list',
    eventId: 'fidelity-fixed-10k',
    contestId: '10k',
    bundle: contestBundle('fidelity-fixed-10k', '10k', 'running', 10_000, 'net', [
      { id: 'km5', name: '5 km', distanceM: 5_000, kind: 'split' },
      { id: 'finish', name: 'Finish', distanceM: 10_000, kind: 'finish' },
    ]),
    csv: lines.join('\r\n'),
    mapping: {
      nameOrder: 'first_last',
      columns: {
        bib: 'Bib',
        name: 'Name',
        gender: 'Sex',
        club: 'Club',
        gunTime: 'Gun Time',
        netTime: 'Chip Time',
      },
      splits: { km5: '5 km' },
    },
    expected: new Map(
      runners.map((r) => [
        r.bib,
        {
          overallPlace: overall.get(r.bib) ?? null,
          genderPlace: byGender.get(r.bib) ?? null,
          status: r.status,
          paceMsPerKm: r.netMs === null ? null : Math.round(r.netMs / 10_000) * 1000,
        },
      ]),
    ),
  };
}
