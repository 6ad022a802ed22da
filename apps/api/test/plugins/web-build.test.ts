import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));
const viteBin = path.join(
  path.dirname(createRequire(path.join(webRoot, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);
let outDir: string | undefined;

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

// `npm start` with NODE_ENV=development in the shell (a development start of the server) builds the web app too;
// the build it serves must still be React's production bundle.
describe('the web build', () => {
  it('is a production build even with NODE_ENV=development in the environment', { timeout: 180_000 }, async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'web-build-'));
    await run(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: 'development' },
    });
    const scripts = (await readdir(path.join(outDir, 'assets'))).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const text = await readFile(path.join(outDir, 'assets', name), 'utf8');
      // React's development runtime and its warnings; a library may name the `jsxDEV` option without using it.
      expect(text, name).not.toMatch(/jsx-dev-runtime|react-stack-top-frame|Static children should always be an array/);
    }
    // Decision 013: the public pages and /login prerendered, each listed for the server; the shell stays empty.
    const prerendered = JSON.parse(await readFile(path.join(outDir, '.vite/prerendered.json'), 'utf8'));
    expect(prerendered).toMatchObject({
      '/': 'home.html',
      '/login': 'login.html',
      '/faq': 'faq.html',
      '/my': 'my.html',
    });
    // Decision 017: the Node render and the document it fills stay for the API, under .vite (never served).
    expect((await readdir(path.join(outDir, '.vite/prerender'))).sort()).toEqual(
      expect.arrayContaining(['prerender.js', 'template.html']),
    );
    const inlineScripts = JSON.parse(await readFile(path.join(outDir, '.vite/inline-scripts.json'), 'utf8'));
    const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(shell).toContain('<div id="root"></div>');
    const login = await readFile(path.join(outDir, 'login.html'), 'utf8');
    expect(login).toMatch(/<div id="root">.*<h1[^>]*>Log in<\/h1>.*<\/div><script type="application\/json"/s);
    expect(login).toContain('<title>Log in</title>');
    for (const file of Object.values(prerendered) as string[]) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      // Nothing blocks the first paint: every script a deferred module or a data block, the styles inline.
      // React's inline reveal scripts would be blocked by the CSP, leaving a part hidden.
      expect(html.match(/<script(?![^>]*type="(module|application\/json)")/g), file).toBeNull();
      expect(html.match(/<link rel="stylesheet"/g), file).toBeNull();
      expect(html.match(/<style>/g), file).toHaveLength(1);
      expect(html, file).not.toContain('<!--$?-->');
      // It paints and its links work without its scripts: one inline loader asks for them once it has painted,
      // allowed by the CSP through the hash the build lists (decision 013).
      expect(html.match(/<script type="module" (src|crossorigin)|<link rel="modulepreload"/g), file).toBeNull();
      const loaders = [...html.matchAll(/<script type="module">([^<]+)<\/script>/g)].map((match) => match[1] ?? '');
      expect(loaders, file).toHaveLength(1);
      const hash = createHash('sha256')
        .update(loaders[0] ?? '', 'utf8')
        .digest('base64');
      expect(inlineScripts, file).toEqual([`'sha256-${hash}'`]);
      expect(loaders[0], file).toMatch(/"\/assets\/index-[\w-]+\.js"/);
    }
    // The shell paints nothing before its script: it asks for it at once.
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });
});
