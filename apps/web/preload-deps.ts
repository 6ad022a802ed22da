import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** The file names of `start` and of every chunk it imports statically, each once. */
function staticClosure(bundle: OutputBundle, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(start);
  return seen;
}

/**
 * Vite lists, for each dynamic import, every chunk the imported module needs, and writes the lists into the importing
 * chunk (`__vite__mapDeps`), the entry's into the first JavaScript of every page. A chunk the importer imports
 * statically has run before the importer could call `import()`, so preloading it again does nothing: these are left
 * out of the lists, and a page's own chunks are still preloaded all at once, as before.
 */
export function preloadDeps(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  return {
    // Vite resolves the lists in its own generateBundle; this one runs first to hand it the chunk graph.
    plugin: {
      name: 'preload-deps',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      // The HTML's preloads are the entry's own static imports: all needed.
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = closures.get(hostId) ?? staticClosure(bundle, hostId);
      closures.set(hostId, loaded);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
