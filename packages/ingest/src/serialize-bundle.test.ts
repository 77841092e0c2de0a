import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parseBundle } from './parse-bundle.js';
import { parseJsonText } from './parse-json-text.js';
import { serializeBundle } from './serialize-bundle.js';

test('a serialized bundle parses back to the same normalized bundle', () => {
  const text = readFileSync(new URL('../../../docs/examples/bundle.json', import.meta.url), 'utf8');
  const json = parseJsonText(text);
  if (!json.ok) throw new Error('example is not JSON');
  const first = parseBundle(json.value);
  if (!first.ok) throw new Error('example bundle does not parse');
  const again = parseBundle(JSON.parse(serializeBundle(first.value)));
  expect(again).toEqual(first);
});
