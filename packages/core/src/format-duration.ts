import { truncateToPrecision } from './truncate-to-precision.js';
import { type PrecisionMs } from './types.js';

const FRACTION_DIGITS: Readonly<Record<PrecisionMs, number>> = { 1000: 0, 100: 1, 10: 2, 1: 3 };

/**
 * Formats a duration for results, certificates and PDFs (docs/results.md §Display): `h:mm:ss` from one
 * hour, `m:ss` below, with as many fraction digits as the precision has (0.1 s → `1:02:03.4`). The value is
 * truncated to the precision first, never rounded up. Negative durations get a leading `-`.
 * Digits are plain ASCII and the separators fixed, so every locale shows the same time.
 */
export function formatDuration(ms: number, precisionMs: PrecisionMs = 1000): string {
  if (!Number.isFinite(ms)) throw new RangeError(`Not a duration: ${ms}`);
  const truncated = truncateToPrecision(ms, precisionMs);
  const total = Math.abs(truncated);
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  const digits = FRACTION_DIGITS[precisionMs];
  const fraction =
    digits === 0
      ? ''
      : '.' +
        String(total % 1000)
          .padStart(3, '0')
          .slice(0, digits);
  const clock = hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(seconds)}` : `${minutes}:${pad2(seconds)}`;
  return (truncated < 0 ? '-' : '') + clock + fraction;
}

/**
 * Formats a pace in ms per km (or per mile) as `m:ss`, rounded up to the second (docs/results.md §Display,
 * "pace rounds up"): 4:59.2 /km shows 5:00, since a runner who took longer than 4:59 did not run 4:59.
 * Paces of an hour or more keep counting minutes (`75:00`).
 */
export function formatPace(msPerUnit: number): string {
  if (!Number.isFinite(msPerUnit) || msPerUnit < 0) throw new RangeError(`Not a pace: ${msPerUnit}`);
  const seconds = Math.ceil(msPerUnit / 1000);
  return `${Math.floor(seconds / 60)}:${pad2(seconds % 60)}`;
}

/**
 * Formats a speed in km/h (or mph) with one decimal, rounded half up (docs/results.md §Display): `12.3`.
 * A plain number string: the web localises the decimal separator.
 */
export function formatSpeed(perHour: number): string {
  if (!Number.isFinite(perHour) || perHour < 0) throw new RangeError(`Not a speed: ${perHour}`);
  return (Math.round(perHour * 10) / 10).toFixed(1);
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
