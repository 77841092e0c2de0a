import { describe, expect, it } from 'vitest';
import { parseJsonText } from './parse-json-text.js';

describe('parseJsonText', () => {
  it('parses JSON, ignoring a byte-order mark', () => {
    expect(parseJsonText('\uFEFF{"events": []}')).toEqual({ ok: true, value: { events: [] }, skipped: [] });
  });

  it('reports a syntax error with its line', () => {
    const outcome = parseJsonText('{\n  "events": [\n    { "id": "a", }\n  ]\n}');
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.problems[0]).toMatchObject({
      line: 3,
      message: expect.stringMatching(/^not valid JSON: /),
    });
  });
});
