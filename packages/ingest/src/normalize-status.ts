import { TIMER_STATUSES, type TimerStatus } from '@finishline/core';
import { foldText } from './fold-text.js';

/**
 * Status codes and words seen in results exports (English, French, Spanish, German, Italian),
 * folded (see foldText). docs/import.md, "Status codes".
 */
const STATUS_WORDS: Readonly<Record<TimerStatus, readonly string[]>> = {
  dnf: [
    'dnf',
    'did not finish',
    'not finished',
    'abandon',
    'abandoned',
    'abandonne',
    'abandonado',
    'abandono',
    'abd',
    'ab',
    'aband',
    'retire',
    'retired',
    'retiree',
    'ret',
    'rit',
    'ritirato',
    'no termino',
    'no finalizo',
    'aufgegeben',
  ],
  dns: [
    'dns',
    'did not start',
    'not started',
    'np',
    'non partant',
    'non partante',
    'nsp',
    'absent',
    'abs',
    'no salio',
    'no presentado',
    'no presentada',
    'nicht gestartet',
    'non partito',
  ],
  dsq: [
    'dsq',
    'dq',
    'disq',
    'disqualified',
    'disqualifie',
    'disqualifiee',
    'disqualification',
    'descalificado',
    'descalificada',
    'desc',
    'dis',
    'disk',
    'disqualifiziert',
    'squalificato',
    'hors course',
  ],
};

/** Words meaning the participant has no timer status (finished, or simply ranked). */
const NO_STATUS_WORDS = [
  '',
  'ok',
  'finished',
  'finisher',
  'fin',
  'ft',
  'classe',
  'classee',
  'arrive',
  'arrivee',
  'finalizado',
  'llego',
  'clasificado',
  'started',
  'registered',
  'inscrit',
  'gestartet',
  'im ziel',
];

const STATUS_BY_WORD = new Map<string, TimerStatus | null>(NO_STATUS_WORDS.map((w) => [foldText(w), null]));
for (const status of TIMER_STATUSES) {
  for (const word of STATUS_WORDS[status]) STATUS_BY_WORD.set(foldText(word), status);
}

export type StatusParse = { ok: true; status: TimerStatus | null } | { ok: false };

/**
 * Maps a status cell to a timer status (`dnf`, `dns`, `dsq`), `null` for finished or blank,
 * or `ok: false` for an unknown word. `overrides` (the mapping's `statusValues`) win.
 */
export function normalizeStatus(
  text: string,
  overrides: Readonly<Record<string, TimerStatus | null>> = {},
): StatusParse {
  const folded = foldText(text);
  for (const [word, status] of Object.entries(overrides)) {
    if (foldText(word) === folded) return { ok: true, status };
  }
  const status = STATUS_BY_WORD.get(folded);
  return status === undefined ? { ok: false } : { ok: true, status };
}
