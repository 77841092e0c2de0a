/**
 * How the browser build splits its code into files. Left to itself, the bundler makes a chunk of every set of
 * modules that the same routes share: the home page loaded 26 files, half of them under 400 bytes, each paying for
 * its own compression and import glue. Two groups instead:
 * - `vendor`: React, React DOM and React Router, which change only with their versions (cached across deployments);
 * - `shell`: what the root route and the client entry import (the page frame, messages, the navigation guard),
 *   every page's code, with the small helpers of app/lib and app/components/ui that nearly every route uses.
 * Route modules keep their own chunks; code that only some routes share stays in the bundler's chunks.
 * `build.rolldownOptions.output.codeSplitting` of Vite 8 (Rolldown), which builds the site.
 */
import { join, sep } from 'node:path';

type ModuleInfo = { importedIds: readonly string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

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
    groups: [
      { name: 'vendor', test: VENDOR, priority: 2 },
      {
        name: (id: string, context: ChunkingContext) => (isShell(id, context) ? 'shell' : null),
        priority: 1,
      },
    ],
  };
}
