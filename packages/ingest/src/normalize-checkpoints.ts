import { type Checkpoint, type CheckpointKind } from '@finishline/core';
import { type CheckpointInput } from './bundle-schema.js';
import { pathIndex, pathKey } from './json-path.js';
import { type Problem } from './problems.js';

/**
 * Reads a contest's checkpoints in course order (docs/import.md, "Checkpoints"). Without any,
 * the contest gets one `finish` at its distance. The array order is the course order; `kind`
 * defaults to `start` for a first checkpoint at 0 m, `finish` for the last, `split` otherwise.
 * Ids are unique, distances never decrease, only the first may be a start, the last must be
 * the finish and lie at the contest distance.
 */
export function normalizeCheckpoints(
  inputs: readonly CheckpointInput[] | undefined,
  contestDistanceM: number,
  path: string,
): { ok: true; value: Checkpoint[] } | { ok: false; problems: Problem[] } {
  if (inputs === undefined) {
    return {
      ok: true,
      value: [{ id: 'finish', name: 'Finish', distanceM: contestDistanceM, order: 0, kind: 'finish' }],
    };
  }
  if (inputs.length === 0)
    return { ok: false, problems: [{ path, message: 'must list at least the finish' }] };
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  const checkpoints = inputs.map((input, order): Checkpoint => {
    const at = pathIndex(path, order);
    const kind = input.kind ?? defaultKind(order, inputs.length, input.distanceM);
    const first = seen.get(input.id);
    if (first !== undefined) {
      problems.push({
        path: pathKey(at, 'id'),
        message: `"${input.id}" is already used by ${pathIndex(path, first)}`,
      });
    } else seen.set(input.id, order);
    const previous = inputs[order - 1];
    if (previous !== undefined && input.distanceM < previous.distanceM) {
      problems.push({
        path: pathKey(at, 'distanceM'),
        message: `${input.distanceM} m is before the previous checkpoint (${previous.distanceM} m)`,
      });
    }
    if (kind === 'start' && order !== 0)
      problems.push({ path: pathKey(at, 'kind'), message: 'only the first checkpoint can be a start' });
    if (kind === 'finish' && order !== inputs.length - 1) {
      problems.push({ path: pathKey(at, 'kind'), message: 'only the last checkpoint can be the finish' });
    }
    if (kind !== 'finish' && order === inputs.length - 1) {
      problems.push({ path: pathKey(at, 'kind'), message: 'the last checkpoint must be the finish' });
    }
    if (kind === 'finish' && input.distanceM !== contestDistanceM) {
      problems.push({
        path: pathKey(at, 'distanceM'),
        message: `the finish is at ${input.distanceM} m but the contest distance is ${contestDistanceM} m`,
      });
    }
    return {
      id: input.id,
      name: input.name?.trim() ?? defaultName(kind, input.distanceM),
      distanceM: input.distanceM,
      order,
      kind,
      // A start mat ends no leg.
      leg: kind === 'start' ? null : (input.leg ?? null),
    };
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: checkpoints };
}

function defaultKind(order: number, count: number, distanceM: number): CheckpointKind {
  if (order === count - 1) return 'finish';
  return order === 0 && distanceM === 0 ? 'start' : 'split';
}

function defaultName(kind: CheckpointKind, distanceM: number): string {
  if (kind === 'start') return 'Start';
  if (kind === 'finish') return 'Finish';
  return `${Number((distanceM / 1000).toFixed(3))} km`;
}
