/**
 * The static server: clean routes, MIME types, caching, compression, HEAD, 404 and 400 pages, and a list of attack
 * paths sent byte for byte over a raw socket (a URL library would normalise them first).
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http, { type Server } from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, pickEncoding, safeRelativePath } from '../../../src/dev/static-server.js';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE';
let dir: string;
let server: Server;
let port: number;

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends one request exactly as written and reads the whole answer. */
function raw(target: string, method = 'GET', headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split).split('\r\n');
      const status = Number(head[0]!.split(' ')[1]);
      const parsed: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const i = line.indexOf(':');
        parsed[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status, headers: parsed, body: text.slice(split + 4) });
    });
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.write(Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`, 'latin1'));
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-static-'));
  const site = path.join(dir, 'site');
  await mkdir(path.join(site, 'guide'), { recursive: true });
  await mkdir(path.join(site, 'assets/js'), { recursive: true });
  await writeFile(path.join(dir, 'secret.txt'), SECRET);
  await mkdir(path.join(dir, 'outside'));
  await writeFile(path.join(dir, 'outside/index.html'), SECRET);
  await writeFile(path.join(site, 'index.html'), '<!DOCTYPE html><title>Home</title><main>Home page</main>');
  await writeFile(path.join(site, 'guide/index.html'), '<!DOCTYPE html><title>Guide</title><main>Guide page</main>');
  await writeFile(path.join(site, '404.html'), '<!DOCTYPE html><title>Page Not Found</title><main>Not found page</main>');
  await writeFile(path.join(site, 'assets/js/runtime-NUAWLWBH.js'), 'console.log(1);');
  await writeFile(path.join(site, 'sitemap.xml'), '<urlset/>');
  await writeFile(path.join(site, 'llms.txt'), '# Docs');
  await writeFile(path.join(site, 'guide.md'), '# Guide');
  await writeFile(path.join(site, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(site, 'data.json'), '{}');
  // A route whose name ends in .html (a client redirect may lead there) has its page in a folder of that name.
  await mkdir(path.join(site, 'legacy.html'));
  await writeFile(path.join(site, 'legacy.html/index.html'), '<!DOCTYPE html><title>Legacy</title><main>Legacy page</main>');
  await symlink(path.join(dir, 'secret.txt'), path.join(site, 'leak.txt'));
  await symlink(path.join(dir, 'outside'), path.join(site, 'leakdir'));
  server = createStaticServer({ root: site });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

/** Paths that try to leave the site folder or confuse the decoder. */
const ATTACKS = [
  '/../secret.txt',
  '/../../secret.txt',
  '/guide/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/..%2fsecret.txt',
  '/..%2Fsecret.txt',
  '/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/.%2e/secret.txt',
  '/%2e./secret.txt',
  '/..%5csecret.txt',
  '/..%5Csecret.txt',
  '/..\\secret.txt',
  '/guide\\..\\..\\secret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/..%00/secret.txt',
  '/index.html%00.txt',
  '/%00',
  '/secret.txt%00.html',
  '/%c0%ae%c0%ae/secret.txt',
  '/%c0%af',
  '/%e0%80%ae%e0%80%ae/secret.txt',
  '/%uff0e%uff0e/secret.txt',
  '/%',
  '/%zz',
  '/%e2%82',
  '/..;/secret.txt',
  '/./../secret.txt',
  '/.../secret.txt',
  '//../secret.txt',
  '/guide/./../../secret.txt',
  '/leak.txt',
  '/leakdir/',
  '/leakdir/index.html',
  '/leakdir',
  `/${'../'.repeat(40)}etc/passwd`,
  '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/....//....//secret.txt',
  '/guide/%2e%2e/%2e%2e/secret.txt',
  '/?/../../secret.txt',
  '/#/../secret.txt',
  'http://localhost/../secret.txt',
  '*',
  '/' + 'a'.repeat(4000),
  '/\u00e9t\u00e9',
  '/%ff%fe',
  '/guide/index.html/../../../secret.txt',
];

describe('static server attack paths', () => {
  it(`lets none of ${ATTACKS.length} paths out of the site folder or crash the server`, async () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(40);
    for (const target of ATTACKS) {
      const res = await raw(target);
      expect(res.body, target).not.toContain(SECRET);
      expect([200, 301, 400, 404], target).toContain(res.status);
      if (res.status === 301) {
        expect(res.headers.location, target).toMatch(/^\/(?!\/)/);
        expect(res.headers.location, target).not.toContain('..');
      }
    }
    // Still alive and still serving after the barrage.
    const home = await raw('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('Home page');
  });

  it('answers an undecodable percent-encoding with a 400 page naming the problem', async () => {
    const res = await raw('/%e2%82');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('invalid percent-encoding');
  });

  it('refuses encoded slashes, backslashes and NUL bytes with 400', async () => {
    for (const target of ['/a%2fb', '/a%5cb', '/a%00b', '/a\\b']) expect((await raw(target)).status, target).toBe(400);
  });

  it('rejects dot segments in the decoder itself', () => {
    expect(() => safeRelativePath('/a/../b')).toThrow(/dot segment/);
    expect(() => safeRelativePath('/%2e%2e/b')).toThrow(/dot segment/);
    expect(safeRelativePath('/guide/')).toBe('guide');
  });
});

describe('static server behaviour', () => {
  it('serves a route whose name ends in .html its own page instead of redirecting it', async () => {
    const res = await raw('/legacy.html');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Legacy page');
  });

  it('redirects .html and index.html paths to the clean route, keeping the query', async () => {
    expect(await raw('/guide/index.html?x=1')).toMatchObject({ status: 301, headers: { location: '/guide/?x=1' } });
    expect(await raw('/guide.html')).toMatchObject({ status: 301, headers: { location: '/guide' } });
    expect(await raw('/index.html')).toMatchObject({ status: 301, headers: { location: '/' } });
  });

  it('serves clean routes with and without the trailing slash', async () => {
    for (const target of ['/guide', '/guide/']) {
      const res = await raw(target);
      expect(res.status).toBe(200);
      expect(res.body).toContain('Guide page');
    }
  });

  it('sends the right MIME types', async () => {
    const types: Record<string, RegExp> = {
      '/guide': /^text\/html; charset=utf-8$/,
      '/assets/js/runtime-NUAWLWBH.js': /^text\/javascript/,
      '/sitemap.xml': /^application\/xml/,
      '/llms.txt': /^text\/plain/,
      '/guide.md': /^text\/markdown/,
      '/logo.svg': /^image\/svg\+xml$/,
      '/data.json': /^application\/json/,
    };
    for (const [target, type] of Object.entries(types)) expect((await raw(target)).headers['content-type'], target).toMatch(type);
    expect((await raw('/guide')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks hashed assets immutable and makes HTML revalidate; answers a matching ETag with 304', async () => {
    const asset = await raw('/assets/js/runtime-NUAWLWBH.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await raw('/guide');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeTruthy();
    const again = await raw('/guide', 'GET', { 'If-None-Match': page.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await raw('/guide', 'HEAD');
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body).toBe('');
  });

  it('serves the not-found page with status 404, and refuses other methods', async () => {
    const res = await raw('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Not found page');
    expect((await raw('/guide', 'POST')).status).toBe(405);
  });
});

describe('compression', () => {
  const page = `<!DOCTYPE html><title>Big</title><main>${'<p>Streaming text that repeats. </p>'.repeat(400)}</main>`;
  let site: string;
  let zipServer: Server;
  let zipPort: number;
  const get = (target: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: zipPort, path: target, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-zip-'));
    await writeFile(path.join(site, 'index.html'), page);
    await writeFile(path.join(site, 'photo.png'), Buffer.alloc(4096, 1));
    zipServer = createStaticServer({ root: site });
    await new Promise<void>((resolve) => zipServer.listen(0, '127.0.0.1', resolve));
    zipPort = (zipServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    zipServer.closeAllConnections();
    await new Promise<void>((resolve) => zipServer.close(() => resolve()));
    await rm(site, { recursive: true, force: true });
  });

  it('sends brotli when accepted, else gzip, else the plain file, and says it varies by encoding', async () => {
    const br = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 10);

    const gz = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);

    const plain = await get('/', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('gives HEAD the length of the encoded body, and leaves binary images alone', async () => {
    const gz = await get('/', { 'Accept-Encoding': 'gzip' });
    const head = await get('/', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-length']).toBe(String(gz.body.length));
    const png = await get('/photo.png', { 'Accept-Encoding': 'gzip, br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4096);
  });

  it('reads q-values: gzip;q=0 is refused', () => {
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
