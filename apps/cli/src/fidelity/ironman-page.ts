/**
 * An Ironman-style web-page export (fidelity suite): page text above and between the rows and the header repeated
 * each page, legs (T1, bike, T2, run, and a swim column a spreadsheet mixed up: swims under an hour written
 * MM:SS:00, the others H:MM:SS as the export had them, some with tenths), overall time, division, gender and
 * overall ranks, DNF, DNS and DQ, countries as English names.
 */
import { createRandom } from '../demo/random.js';
import {
  clock,
  contestBundle,
  type Expected,
  type FidelityExport,
  groupRank,
  invented,
  minutes,
  rankBy,
} from './synthetic-export.js';

const COUNTRY_NAMES = [
  'United States',
  'Germany',
  'Turkey',
  'Hong Kong',
  'Trinidad and Tobago',
  'Australia',
  'Brazil',
];

/**
 * The swim as the export wrote it (`m:ss` under an hour, `h:mm:ss` or `h:mm:ss.t` from an hour) and a spreadsheet
 * then saved it: every `m:ss` read as hours and minutes, so `49:03` became `49:03:00`.
 */
export function swimCell(ms: number): string {
  if (ms < 3_600_000) return `${minutes(ms)}:00`;
  const tenths = Math.floor(ms / 100) % 10;
  return tenths === 0 ? clock(ms) : `${clock(ms - tenths * 100)}.${tenths}`;
}

/** An Ironman-style web-page export: see the module comment. */
export function ironmanPage(count = 600, seed = 37): FidelityExport {
  const random = createRandom(seed);
  const athletes = Array.from({ length: count }, (_, i) => {
    const gender = random.chance(0.25) ? 'F' : 'M';
    const age = random.int(18, 74);
    const band = age < 25 ? '18-24' : `${Math.floor(age / 5) * 5}-${Math.floor(age / 5) * 5 + 4}`;
    const swim =
      random.int(50, 95) * 60_000 +
      random.int(0, 59) * 1000 +
      (random.chance(0.2) ? random.int(1, 9) * 100 : 0);
    const t1 = random.int(120, 600) * 1000;
    const bike = Math.round(random.normal(6, 0.6) * 3600) * 1000;
    const t2 = random.int(60, 480) * 1000;
    const run = Math.round(random.normal(4.5, 0.6) * 3600) * 1000;
    const roll = random.next();
    const status: Expected['status'] =
      roll < 0.05 ? 'dnf' : roll < 0.07 ? 'dns' : roll < 0.08 ? 'dsq' : 'finished';
    return {
      bib: String(100 + i),
      name: `${invented(random, 2)} ${invented(random, 3)}`,
      gender,
      div: `${gender}${band}`,
      country: random.pick(COUNTRY_NAMES),
      legs:
        status === 'dns'
          ? []
          : status === 'dnf'
            ? [swim, t1, bike].slice(0, random.int(1, 3))
            : [swim, t1, bike, t2, run],
      status,
    };
  });
  // The overall time as printed, to the second: the source ranks by it (equal times share a place).
  const overallMs = (a: (typeof athletes)[number]) =>
    a.status === 'finished' ? Math.round(a.legs.reduce((sum, ms) => sum + ms, 0) / 1000) * 1000 : null;
  const overall = rankBy(athletes, (a) => a.bib, overallMs);
  const byGender = groupRank(
    athletes,
    (a) => a.gender,
    (a) => a.bib,
    overallMs,
  );
  const byDiv = groupRank(
    athletes,
    (a) => a.div,
    (a) => a.bib,
    overallMs,
  );
  const header =
    'Bib\tName\tGender\tCountry\tDiv\tSwim\tT1\tBike\tT2\tRun\tOverall\tDiv Rank\tGender Rank\tOverall Rank\tStatus';
  const lines = ['IRONMAN-style Triathlon 2026 — Results', 'Printed from the results web page', '', header];
  athletes.forEach((a, i) => {
    if (i > 0 && i % 100 === 0) lines.push(`Page ${i / 100} of ${Math.ceil(count / 100)}`, '', header);
    const leg = (k: number, format: (ms: number) => string) =>
      a.legs[k] === undefined ? '' : format(a.legs[k]);
    const total = overallMs(a);
    lines.push(
      [
        a.bib,
        a.name,
        a.gender,
        a.country,
        a.div,
        leg(0, swimCell),
        leg(1, minutes),
        leg(2, clock),
        leg(3, minutes),
        leg(4, clock),
        total === null ? '' : clock(total),
        byDiv.get(a.bib) ?? '',
        byGender.get(a.bib) ?? '',
        overall.get(a.bib) ?? '',
        { finished: '', dnf: 'DNF', dns: 'DNS', dsq: 'DQ' }[a.status],
      ].join('\t'),
    );
  });
  lines.push('', '© an invented timing company');
  return {
    name: 'Ironman-style web page',
    eventId: 'fidelity-ironman',
    contestId: 'full',
    bundle: contestBundle('fidelity-ironman', 'full', 'triathlon', 226_000, 'net', [
      { id: 'swim', name: 'Swim', distanceM: 3_800, kind: 'split' },
      { id: 't1', name: 'T1', distanceM: 3_800, kind: 'split' },
      { id: 'bike', name: 'Bike', distanceM: 183_800, kind: 'split' },
      { id: 't2', name: 'T2', distanceM: 183_800, kind: 'split' },
      { id: 'finish', name: 'Finish', distanceM: 226_000, kind: 'finish' },
    ]),
    csv: lines.join('\n'),
    mapping: {
      delimiter: 'tab',
      columns: {
        bib: 'Bib',
        name: 'Name',
        gender: 'Gender',
        country: 'Country',
        ageGroup: 'Div',
        time: 'Overall',
        status: 'Status',
      },
      nameOrder: 'first_last',
      legs: [
        { column: 'Swim', to: 'swim' },
        { column: 'T1', to: 't1' },
        { column: 'Bike', to: 'bike' },
        { column: 'T2', to: 't2' },
        { column: 'Run', to: 'finish' },
      ],
      minutesSecondsColumns: ['Swim'],
    },
    expected: new Map(
      athletes.map((a) => [
        a.bib,
        {
          overallPlace: overall.get(a.bib) ?? null,
          genderPlace: byGender.get(a.bib) ?? null,
          ageGroupPlace: byDiv.get(a.bib) ?? null,
          status: a.status,
        },
      ]),
    ),
  };
}
