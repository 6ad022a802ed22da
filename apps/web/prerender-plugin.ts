import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { PrerenderedPage } from './src/app/prerender.tsx';
import { prerenderedDataScript } from './src/app/prerendered.ts';

const ENTRY = 'src/app/prerender.tsx';
/** dist/.vite/prerendered.json: each prerendered path and its file; the API's SPA plugin serves them from it. */
export const PRERENDERED_MANIFEST = '.vite/prerendered.json';
const ROOT_ELEMENT = '<div id="root"></div>';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  renderPage(path: string): Promise<PrerenderedPage>;
}

/** `/` is index.html's job no more: the plain shell stays there for every page not prerendered. */
function fileOf(routePath: string): string {
  return routePath === '/' ? 'home.html' : `${routePath.slice(1)}.html`;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The shell with its one stylesheet inlined: a prerendered page then paints from its own response, without waiting
 * for a second request that blocks rendering (decision 013; the CSP allows inline styles, not inline scripts).
 */
async function withInlineStyles(template: string, outDir: string): Promise<string> {
  const link = STYLESHEET_LINK.exec(template);
  if (!link?.[1]) throw new Error('index.html links no stylesheet under /assets');
  const css = await readFile(path.join(outDir, link[1]), 'utf8');
  return template.replace(link[0], () => `<style>${css}</style>`);
}

const MODULE_SCRIPT = /<script type="module" /g;
const MODULE_PRELOAD = /<link rel="modulepreload" /g;

/**
 * A prerendered page paints and its links work before any script runs, so its scripts are fetched at low priority:
 * the browser takes the page's images first, and Lighthouse no longer counts the scripts (about 150 KB on its slow
 * mobile link) in front of the first paint, which moved it from 2.1 s to 0.9 s. Pages not prerendered keep the
 * default, as they paint nothing before their script.
 */
function withScriptsAtLowPriority(template: string): string {
  return template
    .replace(MODULE_SCRIPT, '<script type="module" fetchpriority="low" ')
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" ');
}

// React puts a page's <title> ahead of the markup when it renders less than a whole document.
const LEADING_TITLE = /^<title>[^<]*<\/title>/;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

/** The page's title goes where the shell's is (React takes that element over once running). */
function pageHtml(template: string, page: PrerenderedPage): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const title = LEADING_TITLE.exec(page.html)?.[0];
  const markup = title ? page.html.slice(title.length) : page.html;
  const withTitle = title ? template.replace(TEMPLATE_TITLE, () => title) : template;
  return withTitle.replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>${prerenderedDataScript(page.data)}`);
}

/**
 * After the browser build: builds src/app/prerender.tsx for Node, renders each public page with it into a copy
 * of the built index.html, and lists them for the server. Runs before precompress, so the pages get their copies.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  return {
    name: 'prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // Under node_modules, so the Node build finds React and the router where the app installed them.
        const cacheDir = path.join(root, 'node_modules/.cache');
        await mkdir(cacheDir, { recursive: true });
        const serverDir = await mkdtemp(path.join(cacheDir, 'prerender-'));
        try {
          await build({
            root,
            configFile,
            logLevel: 'warn',
            build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
          });
          const entry = path.join(serverDir, `${path.basename(ENTRY, '.tsx')}.js`);
          const module = (await import(pathToFileURL(entry).href)) as PrerenderModule;
          const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const template = withScriptsAtLowPriority(await withInlineStyles(shell, outDir));
          const files: Record<string, string> = {};
          for (const routePath of module.PRERENDERED_PATHS) {
            const file = fileOf(routePath);
            await writeFile(path.join(outDir, file), pageHtml(template, await module.renderPage(routePath)));
            files[routePath] = file;
          }
          await writeFile(path.join(outDir, PRERENDERED_MANIFEST), `${JSON.stringify(files, null, 2)}\n`);
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
