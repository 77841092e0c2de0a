/**
 * How the browser build splits its code into files. Left to itself, the bundler makes a chunk of every set of
 * modules that the same routes share: the home page loaded 26 files, half of them under 400 bytes, each paying for
 * its own compression and import glue. Instead, one `shell` chunk holds what every page runs: what the root route and
 * the client entry import (React, React DOM, React Router, the page frame, messages, the navigation guard) and the
 * small helpers of app/lib and app/components/ui that nearly every route uses. Compressed together they are 1 kB
 * smaller than with the libraries in a file of their own, which would stay cached across deployments: most visits to
 * a results site are first visits (a link shared on race day), and deployments are rare. Route modules keep their
 * own chunks; code that only some routes share stays in the bundler's chunks.
 * `build.rolldownOptions.output.codeSplitting` of Vite 8 (Rolldown), which builds the site.
 */
import { join, sep } from 'node:path';

type ModuleInfo = { importedIds: readonly string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

/** The files of every page: what `starts` import, directly or not (dynamic imports excepted). */
function staticClosure(starts: readonly string[], context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function codeSplitting(appDirectory: string) {
  const starts = [join(appDirectory, 'root.tsx'), join(appDirectory, 'entry.client.tsx')];
  const helpers = [join(appDirectory, 'lib') + sep, join(appDirectory, 'components', 'ui') + sep];
  let shell: Set<string> | undefined;
  const isShell = (id: string, context: ChunkingContext) => {
    shell ??= staticClosure(starts, context);
    return shell.has(id) || helpers.some((folder) => id.startsWith(folder));
  };
  return {
    groups: [{ name: (id: string, context: ChunkingContext) => (isShell(id, context) ? 'shell' : null) }],
  };
}
