import { type ParseOutcome } from './problems.js';

/**
 * Parses the text of a JSON file (bundle or mapping) for the CLI, stripping a byte-order mark and
 * turning a syntax error into a problem with its line: `line 14: Unexpected token } in JSON`.
 */
export function parseJsonText(text: string): ParseOutcome<unknown> {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) as unknown, skipped: [] };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'is not valid JSON';
    const position = /at position (\d+)/.exec(message);
    const clean = message.replace(/ at position \d+.*$/, '').replace(/ in JSON$/, '');
    if (position === null) return { ok: false, problems: [{ message: `not valid JSON: ${clean}` }] };
    const line = body.slice(0, Number(position[1])).split('\n').length;
    return { ok: false, problems: [{ line, message: `not valid JSON: ${clean}` }] };
  }
}
