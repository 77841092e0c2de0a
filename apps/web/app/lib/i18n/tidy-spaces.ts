/**
 * Node and the browsers ship different ICU versions, which disagree on spaces (thin, narrow
 * no-break, plain) in formatted dates and numbers. Server-rendered text must equal the hydrated
 * text, so every Intl output goes through here.
 */
export function tidySpaces(text: string): string {
  return text.replace(/[\u2009\u200A]/g, ' ').replace(/\u202F/g, '\u00A0');
}
