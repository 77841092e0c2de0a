import { type ImportBundle } from '@finishline/core';
import { matchesSchema } from './fast-check-schema.js';
import { createBundleContext, type BundleContext, type ItemResult } from './bundle-context.js';
import { BundleInput } from './bundle-schema.js';
import { checkSchema } from './check-schema.js';
import { pathIndex } from './json-path.js';
import { normalizeBundleContest } from './normalize-bundle-contest.js';
import { normalizeBundleEvent } from './normalize-bundle-event.js';
import { normalizeBundleParticipant } from './normalize-bundle-participant.js';
import { normalizeBundlePassing, normalizeBundleRecording } from './normalize-bundle-reads.js';
import {
  capProblems,
  settleOutcome,
  type ParseOptions,
  type ParseOutcome,
  type Problem,
} from './problems.js';

type ItemReader<T> = (input: unknown, path: string, ctx: BundleContext) => ItemResult<T>;

/**
 * Validates a parsed JSON bundle (docs/import.md, "JSON bundle") and normalizes it into an
 * ImportBundle: instants to epoch ms, defaults filled in, codes upper-cased. Items are read in
 * dependency order (events, contests, participants, passings, recordings), so every reference is
 * checked against the items before it. Each problem carries a JSON path such as
 * `participants[12].gender`. With `skipInvalid`, an invalid item is left out together with the
 * items that refer to it, and all of them are reported; without it, the items referring to
 * rejected ones are counted in one line.
 */
export function parseBundle(json: unknown, options: ParseOptions = {}): ParseOutcome<ImportBundle> {
  if (!matchesSchema(BundleInput, json)) {
    return { ok: false, problems: capProblems(checkSchema(BundleInput, json, ''), options.maxProblems) };
  }
  const ctx = createBundleContext(json.events);
  const problems: Problem[] = [];
  const read = <T>(items: readonly unknown[] | undefined, name: string, reader: ItemReader<T>): T[] =>
    (items ?? []).flatMap((item, index) => {
      const result = reader(item, pathIndex(name, index), ctx);
      if (result.ok) return [result.value];
      problems.push(...result.problems);
      return [];
    });
  const bundle: ImportBundle = {
    events: read(json.events, 'events', normalizeBundleEvent),
    contests: read(json.contests, 'contests', normalizeBundleContest),
    participants: read(json.participants, 'participants', normalizeBundleParticipant),
    passings: read(json.passings, 'passings', normalizeBundlePassing),
    recordings: read(json.recordings, 'recordings', normalizeBundleRecording),
  };
  return settleOutcome(bundle, foldDependents(problems, ctx, options), options);
}

/**
 * When the file fails as a whole, a problem that only says "refers to a rejected item" adds
 * nothing to fix: count those in one line. With skipInvalid each skipped item stays listed.
 */
function foldDependents(problems: Problem[], ctx: BundleContext, options: ParseOptions): Problem[] {
  if (options.skipInvalid === true) return problems;
  const roots = problems.filter((problem) => !ctx.dependents.has(problem));
  const folded = problems.length - roots.length;
  if (folded === 0) return roots;
  const items = folded === 1 ? '1 item refers' : `${folded} items refer`;
  return [
    ...roots,
    { message: `${items} to the rejected items above and will be checked once those are fixed` },
  ];
}
