// The JavaScript each budgeted page loads before it can render, from the production build's manifest
// (`npm run bench:bytes` builds first; this file builds nothing). A page's critical JavaScript is the entry chunk
// plus its route's lazy module(s), each with its static imports followed transitively: Vite modulepreloads exactly
// those. Dynamic imports (chunks fetched later, on interaction or after the first paint) do not count.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureRenderBlocking } from './render-blocking';

/** One line of the benchmark report; byte budgets have no floor and no ratio. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  floor: number | null;
  ratio: number | null;
  budget: string;
  pass: boolean;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** A built app: the members' app (apps/web) or the operator console (apps/console), each with its own budgets. */
interface AppBuild {
  name: string;
  distDir: string;
}

interface PageBudget {
  app: AppBuild;
  path: string;
  /** At most this many KB (1 KB = 1,000 bytes, as Vite reports sizes) of gzip -9 JavaScript. */
  budgetKb: number;
  /**
   * The modules the app's router (apps/web/src/app/routes.tsx, apps/console/src/app/routes.tsx) lazy-loads to show
   * the page, outermost first (a lazy layout and its page). Each must be a dynamic entry of the manifest, so a renamed page fails here rather than
   * silently measuring nothing.
   */
  modules: string[];
}

// The console's first budgets, set on its own build with a few KB of room (docs/decisions/038-console-app.md): an
// operator's pages answer to these, never to the members' 125 KB.
const CONSOLE_LOGIN_KB = 155;
const CONSOLE_OVERVIEW_KB = 175;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB: AppBuild = { name: 'apps/web', distDir: path.join(root, 'apps/web/dist') };
const CONSOLE: AppBuild = { name: 'apps/console', distDir: path.join(root, 'apps/console/dist') };

const PAGES: PageBudget[] = [
  // Decision 039: 125, 125 and 145 KB since the browser build runs on Preact (77-89 KB measured then).
  { app: WEB, path: '/', budgetKb: 125, modules: ['src/features/site/pages/home-page.tsx'] },
  { app: WEB, path: '/login', budgetKb: 125, modules: ['src/features/auth/pages/login-page.tsx'] },
  {
    app: WEB,
    path: '/my',
    budgetKb: 145,
    modules: ['src/app/layouts/member-layout.tsx', 'src/features/profile/pages/my-page.tsx'],
  },
  // The console's own budgets (docs/decisions/038-console-app.md): its sign-in, and its overview inside its layout.
  {
    app: CONSOLE,
    path: '/admin/login',
    budgetKb: CONSOLE_LOGIN_KB,
    modules: ['src/features/security/pages/admin-login-page.tsx'],
  },
  {
    app: CONSOLE,
    path: '/admin',
    budgetKb: CONSOLE_OVERVIEW_KB,
    modules: ['src/kit/layout/admin-layout.tsx', 'src/features/overview/pages/overview-page.tsx'],
  },
];

const ENTRY = 'index.html';
// The operator console is an app of its own: a member page's critical path may never reach a chunk named for it.
const OPERATOR_ONLY = /(^|\/)(admin|console)(-|\/|\.)/;
const GZIP_LEVEL = 9;

export interface ChunkSize {
  /** The manifest key: a source module (`src/...`), `index.html`, or a shared chunk (`_name-hash.js`). */
  key: string;
  file: string;
  gzipBytes: number;
}

export interface PageBytes {
  page: PageBudget;
  gzipBytes: number;
  chunks: ChunkSize[];
  /** Operator-console chunks the page would load before rendering: any fails the page, whatever its size. */
  operatorChunks: string[];
}

async function readManifest(app: AppBuild): Promise<Manifest> {
  const manifestPath = path.join(app.distDir, '.vite/manifest.json');
  try {
    return JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(
      `No build manifest at ${path.relative(root, manifestPath)}: run \`npm run build -w ${app.name}\` first (build.manifest must be on).`,
      { cause: error },
    );
  }
}

/** The manifest keys of `starts` and of every chunk they import statically, each once. */
function staticClosure(manifest: Manifest, starts: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of starts) visit(key);
  return [...seen];
}

function checkPageModules(manifest: Manifest, page: PageBudget): void {
  for (const module of page.modules) {
    const chunk = manifest[module];
    if (!chunk) throw new Error(`${page.path}: ${module} is not in the build manifest (renamed or no longer lazy?)`);
    if (!chunk.isDynamicEntry) throw new Error(`${page.path}: ${module} is not loaded lazily by the router`);
  }
}

export async function measurePages(): Promise<PageBytes[]> {
  const manifests = new Map<AppBuild, Manifest>();
  const gzipCache = new Map<string, number>();
  const gzipBytesOf = async (app: AppBuild, file: string) => {
    const full = path.join(app.distDir, file);
    let size = gzipCache.get(full);
    if (size === undefined) {
      size = gzipSync(await readFile(full), { level: GZIP_LEVEL }).length;
      gzipCache.set(full, size);
    }
    return size;
  };

  const pages: PageBytes[] = [];
  for (const page of PAGES) {
    let manifest = manifests.get(page.app);
    if (!manifest) {
      manifest = await readManifest(page.app);
      if (!manifest[ENTRY]?.isEntry) throw new Error(`The manifest of ${page.app.name} has no entry ${ENTRY}`);
      manifests.set(page.app, manifest);
    }
    checkPageModules(manifest, page);
    const keys = staticClosure(manifest, [ENTRY, ...page.modules]);
    const operatorChunks =
      page.app === WEB
        ? keys.filter((key) => OPERATOR_ONLY.test(key) || OPERATOR_ONLY.test(manifest[key]?.name ?? ''))
        : [];
    const files = new Map<string, string>();
    for (const key of keys) {
      const { file } = manifest[key] as ManifestChunk;
      if (file.endsWith('.js') && !files.has(file)) files.set(file, key);
    }
    const chunks: ChunkSize[] = [];
    for (const [file, key] of files) chunks.push({ key, file, gzipBytes: await gzipBytesOf(page.app, file) });
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    pages.push({ page, gzipBytes, chunks, operatorChunks });
  }
  return pages;
}

const kb = (bytes: number) => Math.round(bytes / 10) / 100;

function toResult({ page, gzipBytes, operatorChunks }: PageBytes): BenchResult {
  const value = kb(gzipBytes);
  return {
    name: `web bytes: JS before render ${page.path}`,
    value,
    unit: 'KB',
    floor: null,
    ratio: null,
    budget: `<= ${page.budgetKb}`,
    pass: value <= page.budgetKb && operatorChunks.length === 0,
  };
}

/** Every web line of bench/results.json: JavaScript before render per page, and render-blocking JavaScript. */
export async function measureWebBytes(): Promise<BenchResult[]> {
  const pages = await measurePages();
  return [...pages.map(toResult), ...(await measureRenderBlocking(WEB.distDir, membersPages(pages)))];
}

/** The members' app's pages: only its build prerenders pages, whose render-blocking scripts are measured. */
const membersPages = (pages: PageBytes[]) => pages.filter((measured) => measured.page.app === WEB);

const BIGGEST_SHOWN = 8;

function chunkLabel(chunk: ChunkSize): string {
  return chunk.key === ENTRY ? `entry (${chunk.file})` : `${chunk.key.replace(/^_/, '')}`;
}

function markdown(pages: PageBytes[]): string {
  const lines = [
    '| page | JS before render (gzip -9) | budget | chunks | result |',
    '| --- | ---: | ---: | ---: | --- |',
  ];
  for (const measured of pages) {
    const result = toResult(measured);
    const operator =
      measured.operatorChunks.length > 0 ? ` (loads operator code: ${measured.operatorChunks.join(', ')})` : '';
    const verdict = result.pass ? 'pass' : `**FAIL**${operator}`;
    lines.push(
      `| \`${measured.page.path}\` | ${result.value.toFixed(2)} KB | ${measured.page.budgetKb} KB | ${measured.chunks.length} | ${verdict} |`,
    );
  }
  for (const measured of pages) {
    lines.push(
      '',
      `Biggest chunks of \`${measured.page.path}\`:`,
      '',
      '| chunk | gzip -9 | share |',
      '| --- | ---: | ---: |',
    );
    for (const chunk of measured.chunks.slice(0, BIGGEST_SHOWN)) {
      const share = Math.round((chunk.gzipBytes / measured.gzipBytes) * 100);
      lines.push(`| ${chunkLabel(chunk)} | ${kb(chunk.gzipBytes).toFixed(2)} KB | ${share} % |`);
    }
    const rest = measured.chunks.slice(BIGGEST_SHOWN);
    if (rest.length > 0) {
      const restBytes = rest.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
      lines.push(
        `| ${rest.length} more | ${kb(restBytes).toFixed(2)} KB | ${Math.round((restBytes / measured.gzipBytes) * 100)} % |`,
      );
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const pages = await measurePages();
  const blocking = await measureRenderBlocking(WEB.distDir, membersPages(pages));
  console.log(markdown(pages));
  console.log(
    ['', '| prerendered page | render-blocking JS (gzip -9) | budget | result |', '| --- | ---: | ---: | --- |']
      .concat(
        blocking.map(
          (line) =>
            `| \`${line.name.replace(/.* /, '')}\` | ${line.value.toFixed(2)} KB | 0 KB | ${line.pass ? 'pass' : '**FAIL**'} |`,
        ),
      )
      .join('\n'),
  );
  const failed = [...pages.map(toResult), ...blocking].filter((result) => !result.pass);
  if (failed.length > 0) {
    console.error(`\n${failed.length} page(s) over budget: ${failed.map((result) => result.name).join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
