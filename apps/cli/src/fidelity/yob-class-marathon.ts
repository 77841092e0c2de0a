/**
 * A year-of-birth-class marathon export (fidelity suite, German style), gun basis, whole seconds: surname and first
 * name, M/W, year of birth (0 when unknown), classes (MHK, M35, W40…) with class places, gun and net times, ties
 * sharing a place.
 */
import { createRandom } from '../demo/random.js';
import {
  clock,
  contestBundle,
  type Expected,
  type FidelityExport,
  groupRank,
  invented,
  sourcePlaces,
} from './synthetic-export.js';

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
  const { overall, byGender } = sourcePlaces(runners, (r) => r.gunMs);
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
