import path from 'node:path';

/**
 * Groups TypeScript projects into programs: projects whose tsconfig extends the same files with the same compiler
 * options become one program over all their files. Every path in the result is absolute, so the program's config may
 * live anywhere. `projects` are `{ dir, tsconfig }` with the project's parsed tsconfig.json.
 */
export function programsOf(projects) {
  const groups = new Map();
  for (const project of projects) {
    const { tsconfig, dir } = project;
    const extendsList = [tsconfig.extends ?? []].flat().map((file) => path.resolve(dir, file));
    const key = JSON.stringify({ extends: extendsList, compilerOptions: tsconfig.compilerOptions ?? {} });
    const group = groups.get(key) ?? {
      projects: [],
      config: { extends: extendsList, compilerOptions: tsconfig.compilerOptions ?? {}, include: [], exclude: [] },
    };
    group.projects.push(dir);
    group.config.include.push(...(tsconfig.include ?? ['**/*']).map((entry) => path.resolve(dir, entry)));
    group.config.exclude.push(...(tsconfig.exclude ?? []).map((entry) => path.resolve(dir, entry)));
    groups.set(key, group);
  }
  return [...groups.values()].map(({ projects: dirs, config: { exclude, include, ...config } }) => ({
    name: dirs.map((dir) => path.basename(dir)).join('+'),
    projects: dirs,
    config: { ...config, include: [...new Set(include)], ...(exclude.length ? { exclude } : {}) },
  }));
}
