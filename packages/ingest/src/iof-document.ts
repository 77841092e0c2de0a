/**
 * The parts of an IOF XML 3.0 ResultList the importer settles before reading runners: that the file is one, which
 * classes it imports and which split checkpoint each mapped control code stands for.
 */
import { type Checkpoint } from '@finishline/core';
import {
  attributeOf,
  childOf,
  childrenOf,
  childText,
  isElement,
  type XmlElement,
  type XmlTree,
} from './iof-xml-tree.js';
import { pathKey } from './json-path.js';
import { type Problem } from './problems.js';

/** Why the document is not an IOF XML 3.0 ResultList, or null when it is one. */
export function notAResultList(tree: XmlTree): Problem | null {
  const expected = 'this importer reads an IOF XML 3.0 <ResultList> (export the results as IOF XML 3.0)';
  if (tree.rootName !== 'ResultList') {
    return { line: 1, message: `the document is a <${tree.rootName}>, not a results list: ${expected}` };
  }
  // IOF XML 2.0.3 has a ResultList too, with an <IOFVersion> element instead of the iofVersion attribute.
  const version =
    attributeOf(childOf(tree.root, 'IOFVersion'), 'version') || attributeOf(tree.root, 'iofVersion');
  if (version !== '' && !version.startsWith('3')) {
    return { line: 1, message: `the document is IOF XML ${version}: ${expected}` };
  }
  return null;
}

/** A class of the ResultList with its results, as the importer reads them. */
export type IofClass = { name: string; classResult: XmlElement };

/** Each `<ClassResult>` with its class name (`<Class><Name>`, else its `<ShortName>`), in document order. */
export function classesOf(root: XmlElement): IofClass[] {
  return childrenOf(root, 'ClassResult')
    .filter(isElement)
    .map((classResult) => {
      const info = childOf(classResult, 'Class');
      return { name: childText(info, 'Name') || childText(info, 'ShortName'), classResult };
    });
}

/** Class names asked for that the file does not have (a ResultList holds all classes of an event). */
export function unknownClasses(classes: readonly IofClass[], wanted: readonly string[]): Problem[] {
  const names = new Set(classes.map((entry) => entry.name));
  return wanted
    .filter((name) => !names.has(name))
    .map((name) => ({
      path: 'classes',
      message: `the file has no class "${name}" (its classes: ${[...names].join(', ') || 'none'})`,
    }));
}

/**
 * Checks `controls` ({ controlCode: checkpointId }): each must name a split checkpoint of the contest, because the
 * finish read comes from `<Time>` and the start from `<StartTime>`.
 */
export function resolveControls(
  controls: Readonly<Record<string, string>>,
  checkpoints: readonly Checkpoint[],
): { ok: true; controls: Map<string, string> } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  const splits = checkpoints.filter((checkpoint) => checkpoint.kind === 'split');
  for (const [code, checkpointId] of Object.entries(controls)) {
    const checkpoint = checkpoints.find((candidate) => candidate.id === checkpointId);
    const path = pathKey('controls', code);
    if (checkpoint === undefined) {
      const known = splits.map((split) => split.id).join(', ') || 'none';
      problems.push({
        path,
        message: `the contest has no checkpoint "${checkpointId}" (its splits: ${known})`,
      });
    } else if (checkpoint.kind !== 'split') {
      problems.push({
        path,
        message: `"${checkpointId}" is the ${checkpoint.kind}, which comes from <StartTime> and <Time>: map a split`,
      });
    }
  }
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, controls: new Map(Object.entries(controls).map(([code, id]) => [code.trim(), id])) };
}
