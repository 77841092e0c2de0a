/**
 * A big-city marathon export (fidelity suite), net basis: "LAST, First", IOC codes (historic ones too, `Unknown`),
 * nine cumulative splits from the runner's own start, gun and chip times, pace per km, DNF and DNS, and one chip
 * time a spreadsheet turned into a day fraction (`dayFractionLine`), which the organiser must fix.
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
  const { overall, byGender } = sourcePlaces(runners, (r) => r.netMs);
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
