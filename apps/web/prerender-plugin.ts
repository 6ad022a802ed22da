import { createHash } from 'node:crypto';
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

const MODULE_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
/** dist/.vite/inline-scripts.json: the CSP hashes of the inline scripts the pages carry; the API allows only these. */
export const INLINE_SCRIPTS_MANIFEST = '.vite/inline-scripts.json';

/**
 * A prerendered page paints and its links work before any script runs, so it asks for its scripts only once it has
 * painted: a small inline loader (a module, so it waits for the document like the script it replaces) adds the
 * module script and its preloads after the first frame (or after a second, in a tab that is not drawn). Lighthouse
 * counts every request a page starts before its largest paint in that paint: the page's 150 KB of JavaScript held
 * the simulated mobile paint at 2.1 s while the heading had painted at 0.9 s. The loader's text is fixed by the
 * build; the CSP allows it by its hash and still no other inline script.
 */
function withScriptsAfterPaint(template: string): { html: string; loader: string } {
  const entry = MODULE_SCRIPT.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no module script under /assets');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = [
    '(function(){var started=false;',
    'function add(tag,props){var el=document.createElement(tag);el.crossOrigin="";',
    'for(var key in props)el[key]=props[key];document.head.appendChild(el)}',
    'function load(){if(started)return;started=true;',
    `${JSON.stringify(preloads)}.forEach(function(href){add("link",{rel:"modulepreload",href:href})});`,
    `add("script",{type:"module",src:${JSON.stringify(entry[1])}})}`,
    'requestAnimationFrame(function(){setTimeout(load)});setTimeout(load,1000)})()',
  ].join('');
  const html = template.replace(MODULE_PRELOAD, '').replace(entry[0], () => `<script type="module">${loader}</script>`);
  return { html, loader };
}

/** The CSP source of an inline script: its SHA-256, as `script-src` names it. */
function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
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
          const { html: template, loader } = withScriptsAfterPaint(await withInlineStyles(shell, outDir));
          const files: Record<string, string> = {};
          for (const routePath of module.PRERENDERED_PATHS) {
            const file = fileOf(routePath);
            await writeFile(path.join(outDir, file), pageHtml(template, await module.renderPage(routePath)));
            files[routePath] = file;
          }
          await writeFile(path.join(outDir, PRERENDERED_MANIFEST), `${JSON.stringify(files, null, 2)}\n`);
          await writeFile(path.join(outDir, INLINE_SCRIPTS_MANIFEST), `${JSON.stringify([cspHash(loader)])}\n`);
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
