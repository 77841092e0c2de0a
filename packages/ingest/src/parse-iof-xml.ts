import { type Checkpoint } from '@finishline/core';
import { classesOf, notAResultList, resolveControls, unknownClasses } from './iof-document.js';
import {
  childrenOf,
  childText,
  isElement,
  readXmlTree,
  type XmlElement,
  type XmlTree,
} from './iof-xml-tree.js';
import { addEntrant, type CsvContest, type CsvResults } from './parse-results-csv.js';
import {
  capProblems,
  settleOutcome,
  type ParseOptions,
  type ParseOutcome,
  type Problem,
} from './problems.js';
import { readIofPerson, type IofPerson } from './read-iof-person.js';
import { readIofTimes } from './read-iof-times.js';

export type IofOptions = ParseOptions & {
  /** Class names (`<Class><Name>`) to import; default all. A ResultList holds every class of the event. */
  classes?: string[];
  /** `{ controlCode: checkpointId }`: the split checkpoints punched controls stand for. Without it splits are ignored. */
  controls?: Record<string, string>;
};

/**
 * The checkpoints an IOF ResultList speaks for when it is imported again (as csvCheckpointIds for a CSV export):
 * the start mat (personal start times set the own start), the splits `controls` maps and the finish.
 */
export function iofCheckpointIds(
  checkpoints: readonly Checkpoint[],
  controls: Readonly<Record<string, string>> = {},
): string[] {
  const mapped = new Set(Object.values(controls));
  return checkpoints
    .filter((checkpoint) => checkpoint.kind !== 'split' || mapped.has(checkpoint.id))
    .map((checkpoint) => checkpoint.id);
}

/**
 * Reads an IOF XML 3.0 ResultList (docs/import.md, "IOF XML 3.0") into the same participants and reads as a CSV
 * results export, so the same import writes them. Each `<PersonResult>` is one participant; problems name it by
 * its position in the file and its bib, with the line it starts on. A file that is not well-formed XML or not a
 * ResultList, an unknown class or a bad `controls` map fails even with skipInvalid.
 */
export function parseIofResultList(
  xml: string,
  contest: CsvContest,
  options: IofOptions = {},
): ParseOutcome<CsvResults> {
  const fatal = (problems: Problem[]): ParseOutcome<CsvResults> => ({
    ok: false,
    problems: capProblems(problems, options.maxProblems),
  });
  const read = readXmlTree(xml);
  if (!read.ok) return fatal([read.problem]);
  const { tree } = read;
  const wrongKind = notAResultList(tree);
  if (wrongKind) return fatal([wrongKind]);
  if (!contest.checkpoints.some((checkpoint) => checkpoint.kind === 'finish')) {
    return fatal([
      { message: `contest "${contest.contestId}" has no finish checkpoint to put finish times on` },
    ]);
  }
  const controls = resolveControls(options.controls ?? {}, contest.checkpoints);
  if (!controls.ok) return fatal(controls.problems);
  const classes = classesOf(tree.root);
  const missing = unknownClasses(classes, options.classes ?? []);
  if (missing.length > 0) return fatal(missing);

  const results: CsvResults = { participants: [], passings: [], setAside: [] };
  const problems: Problem[] = [];
  const owners = new Map<string, string>();
  let position = 0;
  let imported = 0;
  for (const { name, classResult } of classes) {
    const personResults = childrenOf(classResult, 'PersonResult').filter(isElement);
    const start = position;
    position += personResults.length;
    if (options.classes !== undefined && !options.classes.includes(name)) continue;
    if (childrenOf(classResult, 'TeamResult').length > 0) {
      problems.push({
        ...lineOf(tree, classResult),
        message: `class "${name}" holds relay teams (<TeamResult>), which this importer does not read`,
      });
    }
    personResults.forEach((personResult, index) => {
      imported += 1;
      const where = { tree, personResult, position: start + index + 1 };
      problems.push(...readPersonResult(where, name, contest, controls.controls, owners, results));
    });
  }
  if (imported === 0) problems.push({ message: 'the ResultList has no <PersonResult> to import' });
  return settleOutcome(results, problems, options);
}

type Where = { tree: XmlTree; personResult: XmlElement; position: number };

/** Reads one `<PersonResult>` into `results`, or returns its problems (then nothing of it is kept). */
function readPersonResult(
  { tree, personResult, position }: Where,
  className: string,
  contest: CsvContest,
  controls: ReadonlyMap<string, string>,
  owners: Map<string, string>,
  results: CsvResults,
): Problem[] {
  const result = childrenOf(personResult, 'Result').find(isElement);
  const bib = childText(result, 'BibNumber');
  const label = `PersonResult ${position}${bib === '' ? '' : `, bib ${bib}`}`;
  const location = { ...lineOf(tree, personResult), path: label };
  const problems: Problem[] = [];
  const report = (message: string) => problems.push({ ...location, message });
  const person = readIofPerson(personResult, result, className, report);
  const times = readIofTimes(result, contest, controls, report);
  const owner = `PersonResult ${position}${location.line === undefined ? '' : ` (line ${location.line})`}`;
  claimUnique(person, owner, owners, report);
  if (problems.length > 0) return problems;
  addEntrant(results, contest, person, times);
  return [];
}

/** Bibs (the participant ids) and SI cards are unique in the file; the first PersonResult with one owns it. */
function claimUnique(
  person: IofPerson,
  label: string,
  owners: Map<string, string>,
  report: (message: string) => void,
): void {
  const claims = [
    ...(person.bib === '' ? [] : [{ key: `bib:${person.bib}`, what: `bib "${person.bib}"` }]),
    ...(person.chip === null ? [] : [{ key: `chip:${person.chip}`, what: `control card "${person.chip}"` }]),
  ];
  for (const { key, what } of claims) {
    const owner = owners.get(key);
    if (owner === undefined) owners.set(key, label);
    else report(`${what} is already on ${owner}`);
  }
}

function lineOf(tree: XmlTree, element: XmlElement): { line?: number } {
  const line = tree.lineOf(element);
  return line === undefined ? {} : { line };
}
