import { type Problem } from './problems.js';

/**
 * Renders problems as text for the command line, one per line:
 * `line 17, column "Time": "1:75:00" is not a time` or `participants[12].gender: must be one of m, f, x`.
 */
export function formatProblems(problems: readonly Problem[]): string {
  return problems.map(formatProblem).join('\n');
}

/** One problem as a line of text (see formatProblems). */
export function formatProblem(problem: Problem): string {
  const where: string[] = [];
  if (problem.line !== undefined) where.push(`line ${problem.line}`);
  if (problem.column !== undefined) where.push(`column "${problem.column}"`);
  if (problem.path !== undefined && problem.path !== '') where.push(problem.path);
  return where.length === 0 ? problem.message : `${where.join(', ')}: ${problem.message}`;
}
