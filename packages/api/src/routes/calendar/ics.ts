/**
 * The little of iCalendar (RFC 5545) the calendar files need: TEXT escaping (§3.3.11), UTC DATE-TIME and DATE values
 * (§3.3.5, §3.3.4) and content lines folded at 75 octets (§3.1), CRLF-terminated.
 *
 * Written here rather than taken from npm: the `ics` package (3.x) pulls in yup, nanoid and runes2 for what is
 * a few dozen lines, stamps DTSTAMP from the wall clock (the bytes must follow the ETag) and writes no VTIMEZONE
 * either. The output is checked against ical.js, a maintained parser, in the tests.
 */

/** One property: `NAME;PARAM=…:value`, the value already in its iCalendar form (see escapeText). */
export type IcsProperty = readonly [name: string, value: string];

/** A component (VEVENT…) with its properties in order. */
export type IcsComponent = { name: string; properties: readonly IcsProperty[] };

const MAX_LINE_OCTETS = 75;

/**
 * A TEXT value: backslash, semicolon and comma escaped, line breaks (CRLF, CR, LF) as `\n`; control
 * characters other than tab, which TEXT does not allow, dropped.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\n/g, '\\n')
  );
}

/**
 * A content line folded so that no line exceeds 75 octets of UTF-8 (the CRLF not counted): each continuation
 * starts with one space, which counts towards its 75. Breaks fall between code points, never inside a UTF-8
 * sequence (or a surrogate pair).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** An instant as a UTC DATE-TIME, `20260510T070000Z` (whole seconds). */
export function utcDateTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace('.000', '');
}

/** A calendar day `YYYY-MM-DD` as a DATE, `20260510`. */
export function icsDate(date: string): string {
  return date.replace(/-/g, '');
}

/** The day after `YYYY-MM-DD` (an all-day DTEND is exclusive). */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A VCALENDAR with the components, folded, every line ending in CRLF. */
export function renderCalendar(components: readonly IcsComponent[]): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Finishline//Race calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const component of components) {
    lines.push(`BEGIN:${component.name}`);
    for (const [name, value] of component.properties) lines.push(`${name}:${value}`);
    lines.push(`END:${component.name}`);
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
