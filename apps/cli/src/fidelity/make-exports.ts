/**
 * Synthetic results exports in the shapes real organisers publish (issue: "real exports imported right"), each
 * with the places, paces and statuses its source would print, ranked by the source's own rules (below, written
 * apart from core's engine on purpose). The fidelity test imports them through `finishline import` and checks the
 * engine gives the same, row by row. Invented people only: names are drawn from syllables, never real lists.
 *
 * - `marathon`: a big-city marathon, net basis: "LAST, First", IOC codes (historic ones too, `Unknown`), nine
 *   cumulative splits from the runner's own start, gun and chip times, pace per km, DNF and DNS, and one chip time
 *   a spreadsheet turned into a day fraction (`dayFractionLine`), which the organiser must fix.
 * - `yob`: a year-of-birth-class marathon, gun basis, whole seconds: surname and first name, M/W, year of birth
 *   (0 when unknown), classes (MHK, M35, W40…) with class places, gun and net times, ties sharing a place.
 * - `ironman`: a web-page export: page text above and between the rows and the header repeated each page, legs
 *   (swim written MM:SS:00 by a spreadsheet, T1, bike, T2, run), overall time, division, gender and overall ranks,
 *   DNF, DNS and DQ, countries as English names.
 */
import { type ImportBundle } from '@finishline/core';
import { type CsvMapping } from '@finishline/ingest';
import { createRandom, type Random } from '../demo/random.js';

export type Expected = {
  overallPlace: number | null;
  genderPlace: number | null;
  /** Only where the source prints class or division places. */
  ageGroupPlace?: number | null;
  status: 'finished' | 'dnf' | 'dns' | 'dsq';
  /** Pace the source prints, ms per km, whole seconds. */
  paceMsPerKm?: number | null;
};

export type FidelityExport = {
  name: string;
  eventId: string;
  contestId: string;
  /** The event and contest, imported first. */
  bundle: ImportBundle;
  csv: string;
  mapping: CsvMapping;
  expected: Map<string, Expected>;
};

const GUN = Date.UTC(2026, 3, 26, 7, 0, 0);
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'sa',
  'tu',
  'vel',
  'no',
  'ari',
  'den',
  'fi',
  'go',
  'hal',
  'jo',
  'ly',
];

function invented(random: Random, parts: number): string {
  let word = '';
  for (let i = 0; i < parts; i++) word += random.pick(SYLLABLES);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** h:mm:ss of whole seconds. */
function clock(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** m:ss of whole seconds. */
function minutes(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The source's ranking: finishers by time, equal times sharing a place and the next place skipped (1, 2, 2, 4);
 * others get no place. Returns the place by key.
 */
function rankBy<T>(
  rows: readonly T[],
  key: (row: T) => string,
  time: (row: T) => number | null,
): Map<string, number> {
  const timed = rows.flatMap((row) => {
    const ms = time(row);
    return ms === null ? [] : [{ id: key(row), ms }];
  });
  timed.sort((a, b) => a.ms - b.ms);
  const places = new Map<string, number>();
  timed.forEach((row, i) => {
    const previous = timed[i - 1];
    places.set(row.id, previous && previous.ms === row.ms ? (places.get(previous.id) ?? i + 1) : i + 1);
  });
  return places;
}

function groupRank<T>(
  rows: readonly T[],
  group: (row: T) => string,
  key: (row: T) => string,
  time: (row: T) => number | null,
): Map<string, number> {
  const places = new Map<string, number>();
  for (const name of new Set(rows.map(group))) {
    for (const [id, place] of rankBy(
      rows.filter((row) => group(row) === name),
      key,
      time,
    ))
      places.set(id, place);
  }
  return places;
}

function contestBundle(
  eventId: string,
  contestId: string,
  type: ImportBundle['events'][number]['type'],
  distanceM: number,
  timeBasis: 'gun' | 'net',
  checkpoints: { id: string; name: string; distanceM: number; kind: 'split' | 'finish' }[],
): ImportBundle {
  return {
    events: [
      {
        id: eventId,
        name: `Fidelity ${eventId}`,
        type,
        country: 'DE',
        city: 'Testburg',
        dateFrom: '2026-04-26',
        dateTo: '2026-04-26',
        timeZone: 'Europe/Berlin',
      },
    ],
    contests: [
      {
        eventId,
        id: contestId,
        name: contestId,
        startTime: GUN,
        distanceM,
        gender: 'mf',
        country: 'DE',
        city: 'Testburg',
        timeBasis,
        precisionMs: 1000,
        ageGroupScheme: null,
        checkpoints: checkpoints.map((checkpoint, order) => ({ ...checkpoint, order })),
        contact: {},
        courseGpx: null,
      },
    ],
    participants: [],
    passings: [],
    recordings: [],
  } as unknown as ImportBundle;
}

const IOC = [
  'GER',
  'NED',
  'SUI',
  'KEN',
  'ETH',
  'GBR',
  'USA',
  'FRA',
  'SIN',
  'AHO',
  'TRI',
  'BER',
  'CAY',
  'IVB',
  'ESA',
];

/** A big-city marathon: see the module comment. */
export function bigCityMarathon(count = 3000, seed = 11): FidelityExport & { dayFractionLine: number } {
  const random = createRandom(seed);
  const splitKm = [5, 10, 15, 20, 21.0975, 25, 30, 35, 40];
  const splitNames = ['5K', '10K', '15K', '20K', 'Half', '25K', '30K', '35K', '40K'];
  const runners = Array.from({ length: count }, (_, i) => {
    const gender = random.chance(0.35) ? 'F' : 'M';
    const netMs = Math.round(random.normal(gender === 'F' ? 4.4 : 4.0, 0.55) * 3_600_000);
    const delay = random.int(0, 25 * 60) * 1000;
    const fade = 1 + random.next() * 0.08;
    const roll = random.next();
    const status: Expected['status'] = roll < 0.03 ? 'dnf' : roll < 0.045 ? 'dns' : 'finished';
    const netS = Math.max(2 * 3600, Math.round(netMs / 1000));
    return {
      bib: String(1000 + i),
      name: `${invented(random, 2).toUpperCase()}, ${invented(random, 2)}`,
      gender,
      nat: random.chance(0.02) ? 'Unknown' : random.pick(IOC),
      netMs: status === 'finished' ? netS * 1000 : null,
      gunMs: status === 'finished' ? netS * 1000 + delay : null,
      // Cumulative from the own start, the second half `fade` times slower; a DNF stops after the half.
      splits: splitKm.map((km, k) => {
        if (status === 'dns' || (status === 'dnf' && k > 4)) return null;
        const firstPace = netS / (21.0975 * (1 + fade));
        const s = km <= 21.0975 ? firstPace * km : firstPace * (21.0975 + fade * (km - 21.0975));
        return Math.round(s) * 1000;
      }),
      status,
    };
  });
  const overall = rankBy(
    runners,
    (r) => r.bib,
    (r) => r.netMs,
  );
  const byGender = groupRank(
    runners,
    (r) => r.gender,
    (r) => r.bib,
    (r) => r.netMs,
  );
  const pace = (ms: number | null) => (ms === null ? null : Math.round(ms / 42.195 / 1000) * 1000);
  const header = [
    'Place',
    'Bib',
    'Name',
    'Sex',
    'Nat',
    ...splitNames,
    'Gun Time',
    'Chip Time',
    'Pace',
    'Gender Place',
    'Status',
  ];
  const lines = [header.join(',')];
  // A mid-pack finisher's chip time, as a spreadsheet stores it.
  const mangled = runners.find((r, i) => i > count / 2 && r.status === 'finished');
  for (const r of runners) {
    const chip = r.netMs === null ? '' : r === mangled ? (r.netMs / 86_400_000).toFixed(9) : clock(r.netMs);
    lines.push(
      [
        overall.get(r.bib) ?? '',
        r.bib,
        `"${r.name}"`,
        r.gender,
        r.nat,
        ...r.splits.map((ms) => (ms === null ? '' : clock(ms))),
        r.gunMs === null ? '' : clock(r.gunMs),
        chip,
        r.netMs === null ? '' : minutes(pace(r.netMs) ?? 0),
        byGender.get(r.bib) ?? '',
        r.status === 'dnf' ? 'DNF' : r.status === 'dns' ? 'DNS' : '',
      ].join(','),
    );
  }
  const expected = new Map<string, Expected>(
    runners.map((r) => [
      r.bib,
      {
        overallPlace: overall.get(r.bib) ?? null,
        genderPlace: byGender.get(r.bib) ?? null,
        status: r.status,
        paceMsPerKm: pace(r.netMs),
      },
    ]),
  );
  const checkpoints = [
    ...splitKm.map((km, k) => ({
      id: `s${k + 1}`,
      name: splitNames[k] ?? '',
      distanceM: Math.round(km * 1000),
      kind: 'split' as const,
    })),
    { id: 'finish', name: 'Finish', distanceM: 42_195, kind: 'finish' as const },
  ];
  return {
    name: 'big-city marathon',
    eventId: 'fidelity-marathon',
    contestId: 'marathon',
    bundle: contestBundle('fidelity-marathon', 'marathon', 'running', 42_195, 'net', checkpoints),
    csv: lines.join('\n'),
    mapping: {
      columns: {
        bib: 'Bib',
        name: 'Name',
        gender: 'Sex',
        nation: 'Nat',
        gunTime: 'Gun Time',
        netTime: 'Chip Time',
        status: 'Status',
      },
      splits: Object.fromEntries(splitNames.map((name, k) => [`s${k + 1}`, name])),
    },
    expected,
    dayFractionLine: runners.indexOf(mangled ?? runners[0]!) + 2,
  };
}

/** The class of a year of birth on race day (German style: MHK/WHK under 35, then five-year bands). */
function yobClass(gender: 'M' | 'W', yob: number | null): string {
  if (yob === null) return `${gender}HK`;
  const age = 2026 - yob;
  return age < 35 ? `${gender}HK` : `${gender}${Math.min(75, Math.floor(age / 5) * 5)}`;
}

/** A year-of-birth-class marathon: see the module comment. */
export function yobClassMarathon(count = 1500, seed = 23): FidelityExport {
  const random = createRandom(seed);
  const runners = Array.from({ length: count }, (_, i) => {
    const gender: 'M' | 'W' = random.chance(0.3) ? 'W' : 'M';
    const yob = random.chance(0.03) ? null : random.int(1950, 2006);
    // Whole minutes for a fifth of the field: many equal times, so shared places.
    const base = Math.round(random.normal(gender === 'W' ? 4.2 : 3.8, 0.5) * 3600);
    const gunS = Math.max(2 * 3600 + 10 * 60, random.chance(0.2) ? Math.round(base / 60) * 60 : base);
    const status: Expected['status'] = random.chance(0.02) ? 'dnf' : 'finished';
    return {
      bib: String(i + 1),
      surname: invented(random, 3),
      first: invented(random, 2),
      gender,
      yob,
      cls: yobClass(gender, yob),
      club: random.chance(0.5) ? `LG ${invented(random, 2)}` : '',
      gunMs: status === 'finished' ? gunS * 1000 : null,
      netMs: status === 'finished' ? (gunS - random.int(0, 240)) * 1000 : null,
      status,
    };
  });
  const overall = rankBy(
    runners,
    (r) => r.bib,
    (r) => r.gunMs,
  );
  const byGender = groupRank(
    runners,
    (r) => r.gender,
    (r) => r.bib,
    (r) => r.gunMs,
  );
  const byClass = groupRank(
    runners,
    (r) => r.cls,
    (r) => r.bib,
    (r) => r.gunMs,
  );
  const lines = [
    'Platz;Startnr;Nachname;Vorname;Geschlecht;Jahrgang;Klasse;Platz AK;Verein;Bruttozeit;Nettozeit',
  ];
  for (const r of runners) {
    lines.push(
      [
        overall.get(r.bib) ?? (r.status === 'dnf' ? 'DNF' : ''),
        r.bib,
        r.surname,
        r.first,
        r.gender,
        r.yob ?? 0,
        r.cls,
        byClass.get(r.bib) ?? '',
        r.club,
        r.gunMs === null ? 'DNF' : clock(r.gunMs),
        r.netMs === null ? '' : clock(r.netMs),
      ].join(';'),
    );
  }
  return {
    name: 'year-of-birth-class marathon',
    eventId: 'fidelity-yob',
    contestId: 'marathon',
    bundle: contestBundle('fidelity-yob', 'marathon', 'running', 42_195, 'gun', [
      { id: 'finish', name: 'Ziel', distanceM: 42_195, kind: 'finish' },
    ]),
    csv: lines.join('\n'),
    mapping: {
      delimiter: ';',
      columns: {
        bib: 'Startnr',
        lastName: 'Nachname',
        firstName: 'Vorname',
        gender: 'Geschlecht',
        birthYear: 'Jahrgang',
        ageGroup: 'Klasse',
        club: 'Verein',
        gunTime: 'Bruttozeit',
        netTime: 'Nettozeit',
      },
    },
    expected: new Map(
      runners.map((r) => [
        r.bib,
        {
          overallPlace: overall.get(r.bib) ?? null,
          genderPlace: byGender.get(r.bib) ?? null,
          ageGroupPlace: byClass.get(r.bib) ?? null,
          status: r.status,
        },
      ]),
    ),
  };
}

const COUNTRY_NAMES = [
  'United States',
  'Germany',
  'Turkey',
  'Hong Kong',
  'Trinidad and Tobago',
  'Australia',
  'Brazil',
];

/** An Ironman-style web-page export: see the module comment. */
export function ironmanPage(count = 600, seed = 37): FidelityExport {
  const random = createRandom(seed);
  const athletes = Array.from({ length: count }, (_, i) => {
    const gender = random.chance(0.25) ? 'F' : 'M';
    const age = random.int(18, 74);
    const band = age < 25 ? '18-24' : `${Math.floor(age / 5) * 5}-${Math.floor(age / 5) * 5 + 4}`;
    const swim = random.int(50, 95) * 60_000 + random.int(0, 59) * 1000;
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
  const overallMs = (a: (typeof athletes)[number]) =>
    a.status === 'finished' ? a.legs.reduce((sum, ms) => sum + ms, 0) : null;
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
        leg(0, (ms) => `${minutes(ms)}:00`), // the spreadsheet's MM:SS:00
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
