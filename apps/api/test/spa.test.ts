import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { useTestApp } from './helper';

// A tiny stand-in for apps/web/dist: an index page and one hashed asset with its precompressed copies.
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const t = useTestApp();
let app: App;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  app = await buildApp({ ctx: t.ctx, webDistDir: distDir });
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

async function getAsset(url: string, acceptEncoding?: string) {
  return app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('the built web app', () => {
  it('sends the precompressed copy the browser accepts, brotli first', async () => {
    const brotli = await getAsset('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect((await getAsset('/assets/index-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await getAsset('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year and revalidate the page itself', async () => {
    expect((await getAsset('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/contactForm']) {
      const page = await getAsset(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});
