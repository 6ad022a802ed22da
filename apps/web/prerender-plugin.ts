import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { renderDocument } from './src/app/prerender.tsx';

const ENTRY = 'src/app/prerender.tsx';
/** dist/.vite/prerendered.json: each prerendered path and its file; the API's SPA plugin serves them from it. */
export const PRERENDERED_MANIFEST = '.vite/prerendered.json';
/**
 * dist/.vite/prerender/: the Node build of src/app/prerender.tsx (prerender.js) and the document it renders into
 * (template.html); the API renders the pages with them at request time, with its current content (decision 018).
 * Under .vite, so neither is served nor precompressed.
 */
export const SERVER_RENDER_DIR = '.vite/prerender';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  renderDocument: typeof renderDocument;
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

/**
 * After the browser build: builds src/app/prerender.tsx for Node, renders each public page with it into a copy
 * of the built index.html, and lists them for the server. Runs before precompress, so the pages get their copies.
 * The Node build and the document stay in the dist for the API, which renders the pages again with the database's
 * content (decision 018); the files written here are what it serves when it cannot.
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
        // Self-contained (its packages bundled in), so the API imports it wherever the dist lies.
        const serverDir = path.join(outDir, SERVER_RENDER_DIR);
        await rm(serverDir, { recursive: true, force: true });
        await mkdir(serverDir, { recursive: true });
        await build({
          root,
          configFile,
          logLevel: 'warn',
          build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
          ssr: { noExternal: true },
          // The server imports this render whatever NODE_ENV it runs with (tests run with 'test'); React read it at
          // run time and rendered with its development build, several times slower. The bundle holds production's.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        });
        const entry = path.join(serverDir, `${path.basename(ENTRY, '.tsx')}.js`);
        const module = (await import(pathToFileURL(entry).href)) as PrerenderModule;
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const { html: template, loader } = withScriptsAfterPaint(await withInlineStyles(shell, outDir));
        const files: Record<string, string> = {};
        for (const routePath of module.PRERENDERED_PATHS) {
          const file = fileOf(routePath);
          await writeFile(path.join(outDir, file), (await module.renderDocument(template, routePath)).html);
          files[routePath] = file;
        }
        await writeFile(path.join(outDir, PRERENDERED_MANIFEST), `${JSON.stringify(files, null, 2)}\n`);
        await writeFile(path.join(outDir, INLINE_SCRIPTS_MANIFEST), `${JSON.stringify([cspHash(loader)])}\n`);
        await writeFile(path.join(serverDir, 'template.html'), template);
      },
    },
  };
}
