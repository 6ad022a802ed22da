// The JavaScript that blocks the first paint of each prerendered page (decision 013: none). Read from the built
// HTML the server sends for the page (apps/web/dist/.vite/prerendered.json names it): a classic script without async
// or defer blocks the parser, so it counts (its file's gzip size, or its inline text's); a module script is deferred
// and a JSON data block never runs. A page the build did not prerender paints only once its JavaScript has run, so
// all of it counts: its root is empty.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult, PageBytes } from './web-bytes';

const PRERENDERED_PAGES = ['/', '/login'];
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const EMPTY_ROOT = '<div id="root"></div>';

function blocks(attributes: string): boolean {
  if (/\btype="(module|application\/json)"/.test(attributes)) return false;
  return !/\b(async|defer)\b/.test(attributes);
}

async function blockingBytes(distDir: string, html: string): Promise<number> {
  let bytes = 0;
  for (const [, attributes = '', inline = ''] of html.matchAll(SCRIPT)) {
    if (!blocks(attributes)) continue;
    const src = /\bsrc="\/([^"]+)"/.exec(attributes)?.[1];
    const text = src ? await readFile(path.join(distDir, src)) : Buffer.from(inline);
    bytes += gzipSync(text, { level: 9 }).length;
  }
  return bytes;
}

export async function measureRenderBlocking(distDir: string, pages: PageBytes[]): Promise<BenchResult[]> {
  const manifestPath = path.join(distDir, '.vite/prerendered.json');
  const prerendered = JSON.parse(await readFile(manifestPath, 'utf8').catch(() => '{}')) as Record<string, string>;
  const results: BenchResult[] = [];
  for (const pagePath of PRERENDERED_PAGES) {
    const file = prerendered[pagePath];
    const html = await readFile(path.join(distDir, file ?? 'index.html'), 'utf8');
    const everything = pages.find((page) => page.page.path === pagePath)?.gzipBytes ?? 0;
    const bytes = !file || html.includes(EMPTY_ROOT) ? everything : await blockingBytes(distDir, html);
    const value = Math.round(bytes / 10) / 100;
    results.push({
      name: `web bytes: render-blocking JS ${pagePath}`,
      value,
      unit: 'KB',
      floor: null,
      ratio: null,
      budget: '= 0',
      pass: value === 0,
    });
  }
  return results;
}
