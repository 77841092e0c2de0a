/**
 * The participant search box (specification §5): a number is a bib, anything else a name. The API
 * validates both (`bib`: 1–10 digits; `text`: 1–100 characters without control characters), so the
 * input is tidied here and never produces a 400.
 */

export type SearchInput = { kind: 'empty' } | { kind: 'bib'; bib: string } | { kind: 'text'; text: string };

/** Longest accepted text (the API's `text` limit). */
export const MAX_SEARCH_LENGTH = 100;
/** Longest bib the API accepts; longer digit strings cannot match any bib. */
export const MAX_BIB_DIGITS = 10;

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as Latin digits: a bib typed on an Arabic keyboard. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** Whitespace collapsed, control characters dropped, cut to the API's limit. */
function tidy(raw: string): string {
  return (
    raw
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_SEARCH_LENGTH)
      .trim()
  );
}

/**
 * What a search box entry asks for: `bib` when it is a number (digits only, `#12` and `12 ` too),
 * else `text`. Digits in Arabic script count as digits.
 */
export function classifySearch(raw: string | null | undefined): SearchInput {
  const text = tidy(raw ?? '');
  if (text === '') return { kind: 'empty' };
  const digits = latinDigits(text).replace(/^#\s*/, '');
  if (/^[0-9]+$/.test(digits)) return { kind: 'bib', bib: digits };
  return { kind: 'text', text };
}

/** The query parameters of GET /api/events/{eventId}/search/participants for an entry. */
export function searchParams(input: SearchInput): { bib: string } | { text: string } | null {
  if (input.kind === 'bib') return input.bib.length <= MAX_BIB_DIGITS ? { bib: input.bib } : null;
  if (input.kind === 'text') return { text: input.text };
  return null;
}
