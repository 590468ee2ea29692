/**
 * The static file server behind `mistdocs serve`: clean routes, correct MIME types, ETags and cache
 * headers, brotli/gzip compression, HEAD, the 404 page with status 404, and no way out of the output folder.
 */
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { escapeHtml } from '../shared/escape-html.js';

export const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Text types worth compressing on the wire (images other than SVG are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|wasm)|image\/svg)/;
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the client accepts: brotli, then gzip; none when it accepts neither. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
    if (name) accepted.set(name, q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  // Brotli quality 5 compresses about as well as gzip -9 at a fraction of brotli's default cost.
  return encoding === 'br' ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(body, { level: 6 });
}

export interface StaticServerOptions {
  /** Absolute path of the built site. */
  root: string;
  baseUrl?: string;
  /** Extra handler tried first (the dev server's event stream); returns true when it answered. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Transforms HTML before sending (the dev server injects its reload script). */
  transformHtml?: (html: string) => string;
}

/** Why a request path was refused. */
export class BadPathError extends Error {}

/**
 * Turns a request URL's path into a path relative to the site root, or throws BadPathError.
 * Rejects undecodable escapes, NUL bytes, backslashes, encoded slashes and any `..` segment.
 */
export function safeRelativePath(rawPath: string): string {
  if (/%2f|%5c|%00/i.test(rawPath)) throw new BadPathError('The path contains an encoded slash, backslash or NUL byte.');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new BadPathError('The path has invalid percent-encoding.');
  }
  if (decoded.includes('\0')) throw new BadPathError('The path contains a NUL byte.');
  if (decoded.includes('\\')) throw new BadPathError('The path contains a backslash.');
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) throw new BadPathError('The path contains a dot segment.');
  return segments.filter(Boolean).join('/');
}

function page(status: number, title: string, message: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${status} ${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

export function createStaticServer(options: StaticServerOptions): Server {
  const base = options.baseUrl ?? '/';
  const root = path.resolve(options.root);
  let realRoot: string | undefined;

  async function resolveFile(rel: string): Promise<{ file: string; size: number; mtime: number } | undefined> {
    const candidates = rel === '' ? ['index.html'] : [rel, `${rel}/index.html`];
    realRoot ??= await realpath(root).catch(() => root);
    for (const candidate of candidates) {
      const abs = path.join(root, candidate);
      try {
        const info = await stat(abs);
        if (!info.isFile()) continue;
        const real = await realpath(abs);
        if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return undefined; // a symlink out of the site
        return { file: abs, size: info.size, mtime: info.mtimeMs };
      } catch {
        // try the next candidate
      }
    }
    return undefined;
  }

  // Compressed bodies by file, ETag and encoding, so a page is compressed once; bounded in bytes.
  const compressed = new Map<string, Buffer>();
  let compressedBytes = 0;
  const remember = (key: string, body: Buffer) => {
    compressed.set(key, body);
    compressedBytes += body.length;
    for (const [oldKey, oldBody] of compressed) {
      if (compressedBytes <= COMPRESSED_CACHE_BYTES) break;
      compressed.delete(oldKey);
      compressedBytes -= oldBody.length;
    }
  };

  async function send(req: IncomingMessage, res: ServerResponse, status: number, found: { file: string; size: number; mtime: number }, rel: string): Promise<void> {
    const ext = path.extname(found.file).toLowerCase();
    const type = MIME_TYPES[ext] ?? 'application/octet-stream';
    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtime).toString(16)}"`;
    // Build outputs under assets/ carry a content hash in their name (hex from us, base32 from esbuild).
    const immutable = /^assets\/(?:.*\/)?[^/]+-[A-Za-z0-9]{8,}\.\w+$/.test(rel);
    const headers: Record<string, string> = {
      'Content-Type': type,
      ETag: etag,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = COMPRESSIBLE.test(type) && found.size >= 1024 ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (COMPRESSIBLE.test(type)) headers.Vary = 'Accept-Encoding';
    if ((ext === '.html' && options.transformHtml) || encoding) {
      let body: Buffer;
      if (ext === '.html' && options.transformHtml) body = Buffer.from(options.transformHtml(await readFile(found.file, 'utf8')));
      else body = await readFile(found.file);
      if (encoding) {
        const key = `${found.file}\0${etag}\0${encoding}`;
        const cached = options.transformHtml ? undefined : compressed.get(key);
        body = cached ?? (await compress(body, encoding));
        if (!cached && !options.transformHtml) remember(key, body);
        headers['Content-Encoding'] = encoding;
      }
      res.writeHead(status, { ...headers, 'Content-Length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': String(found.size) });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(found.file).on('error', () => res.destroy()).pipe(res);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (options.intercept?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/html; charset=utf-8' }).end(page(405, 'Method Not Allowed', 'Only GET and HEAD are served.'));
      return;
    }
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const rawPath = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? '' : url.slice(q);
    if (!rawPath.startsWith(base) && `${rawPath}/` !== base) return notFound(req, res);
    let rel: string;
    try {
      rel = safeRelativePath(rawPath.slice(base.length - 1));
    } catch (error) {
      const message = error instanceof BadPathError ? error.message : 'The path could not be read.';
      res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' }).end(req.method === 'HEAD' ? undefined : page(400, 'Bad Request', message));
      return;
    }
    // Clean routes: /a/index.html and /a.html redirect to /a/ and /a; a route whose name ends in .html
    // (a folder a.html/ holding its page, which a client redirect from /a may lead to) is served as it is.
    const htmlRoute = rel.endsWith('.html') && !/(^|\/)index\.html$/.test(rel) && (await resolveFile(`${rel}/index.html`)) !== undefined;
    if (!htmlRoute && (/(^|\/)index\.html$/.test(rel) || (rel.endsWith('.html') && rel !== '404.html'))) {
      const clean = rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
      res.writeHead(301, { Location: `${base}${clean}${query}` }).end();
      return;
    }
    const found = await resolveFile(rel);
    if (!found) return notFound(req, res);
    await send(req, res, 200, found, rel);
  }

  async function notFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const found = await resolveFile('404.html');
    if (found) return send(req, res, 404, found, '404.html');
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(404, 'Not Found', 'No page at this address.'));
  }

  return createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page(500, 'Server Error', 'The file could not be sent.'));
    });
  });
}
