/**
 * Durations as results exports write them (docs/import.md, "Time formats"): `h:mm:ss`, `mm:ss`,
 * `hh:mm:ss.sss`, or plain seconds `3723.4`, with an optional fraction after `.` or `,`.
 * Two parts are always minutes and seconds. Fractions finer than a millisecond are truncated.
 */

export type DurationParse = { ok: true; ms: number | null } | { ok: false };

/**
 * How a column's cells are written when a spreadsheet changed them (mapping options, docs/import.md); a column of
 * `MM:SS:00` cells is read by parseMixedDuration.
 */
export type DurationFormat = {
  /** A plain number is a fraction of a day (`0.124548611` = 2:59:21.0), as spreadsheets store times. */
  dayFractions?: boolean;
};

const DAY_MS = 86_400_000;
/** A plain number below one second with many digits: how a spreadsheet day fraction looks read as seconds. */
const DAY_FRACTION_LOOK = /^0[.,]\d{4,}$/;

/** Whether a cell looks like a spreadsheet day fraction (to say so, instead of reading 0.124 s). */
export function looksLikeDayFraction(text: string): boolean {
  return DAY_FRACTION_LOOK.test(text.trim());
}

const CLOCK = /^(?:(\d+):)?(\d+):(\d{2})(?:[.,](\d{1,9}))?$/;
const SECONDS = /^(\d+)(?:[.,](\d{1,9}))?$/;
/** Cells that mean "no time": blank, hyphen, en dash, em dash. */
const MISSING = new Set(['', '-', '–', '—', '--']);

/**
 * Parses a duration into integer milliseconds; blank, `-` or `—` give `ms: null`.
 * Returns `ok: false` when the text is not a time (e.g. `1:75:00`, `12:5`, `-3:00`).
 */
export function parseDuration(text: string, format: DurationFormat = {}): DurationParse {
  const value = text.trim();
  if (MISSING.has(value)) return { ok: true, ms: null };
  if (format.dayFractions && SECONDS.test(value)) {
    return { ok: true, ms: Math.round(Number(value.replace(',', '.')) * DAY_MS) };
  }
  const clock = CLOCK.exec(value);
  if (clock) {
    const [, hoursText, leadText = '', secondsText = '', fraction] = clock;
    const hasHours = hoursText !== undefined;
    const hours = hasHours ? Number(hoursText) : 0;
    const minutes = Number(leadText);
    const seconds = Number(secondsText);
    // Only the leading part may exceed its unit (an ultra takes 30:12:00, a 5000 m 75:00 minutes).
    if (seconds >= 60 || (hasHours && (leadText.length !== 2 || minutes >= 60))) return { ok: false };
    return { ok: true, ms: ((hours * 60 + minutes) * 60 + seconds) * 1000 + fractionMs(fraction) };
  }
  const plain = SECONDS.exec(value);
  if (plain) return { ok: true, ms: Number(plain[1]) * 1000 + fractionMs(plain[2]) };
  return { ok: false };
}

function fractionMs(fraction: string | undefined): number {
  if (fraction === undefined) return 0;
  return Number(fraction.slice(0, 3).padEnd(3, '0'));
}

/**
 * Formats milliseconds as `h:mm:ss` with `fractionDigits` (0–3) digits after a dot, truncating.
 * The inverse of parseDuration for the clock form.
 */
export function formatDuration(ms: number, fractionDigits = 3): string {
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const clock = `${hours}:${pad2(minutes)}:${pad2(seconds)}`;
  if (fractionDigits <= 0) return clock;
  const fraction = String(ms % 1000)
    .padStart(3, '0')
    .slice(0, Math.min(fractionDigits, 3));
  return `${clock}.${fraction}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
