import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsDate, nextDay, renderCalendar, utcDateTime } from './ics.js';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks, keeps tabs and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0000\u007f:colon "quote"')).toBe('tab\there:colon "quote"');
  });

  it('folds at 75 octets without splitting a UTF-8 sequence, each continuation starting with a space', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'😀'.repeat(20)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const [i, part] of lines.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD');
    }
    expect(lines.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('round-trips any text through a real parser', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const ics = renderCalendar([
          {
            name: 'VEVENT',
            properties: [
              ['UID', 'x@finishline'],
              ['SUMMARY', escapeText(text)],
            ],
          },
        ]);
        const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
        const expected = text
          .replace(/\r\n?/g, '\n')
          // eslint-disable-next-line no-control-regex
          .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
        expect(event?.getFirstPropertyValue('summary') ?? '').toBe(expected);
      }),
    );
  });

  it('writes UTC date-times and dates', () => {
    expect(utcDateTime(Date.UTC(2026, 4, 10, 7, 0, 0, 999))).toBe('20260510T070000Z');
    expect(icsDate('2026-09-20')).toBe('20260920');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('ends every line with CRLF', () => {
    const ics = renderCalendar([]);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
