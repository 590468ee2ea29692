/**
 * Reads one content file as text the way an author means it, or says why it cannot: a file that is a
 * link to something outside the site, a binary file, bytes that are not UTF-8, control characters that
 * would reach the HTML. And finds the folder links that lead back into a folder above them, whose files a
 * glob would otherwise list again at every level.
 */
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { lstat, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';

/** Control characters a text file has no use for (tab, line feed and carriage return are kept). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/**
 * The text of `absolute` (shown as `file`), or undefined when it is not a text file of the site (an
 * error is reported). Invalid UTF-8 and control characters are warnings; the control characters are
 * taken out of the text.
 */
export async function readSourceText(absolute: string, file: string, siteRoot: string, bag: DiagnosticBag): Promise<string | undefined> {
  // A file that is itself a link to a file elsewhere (a folder linked in on purpose is followed).
  const real = (await lstat(absolute)).isSymbolicLink() ? await realpath(absolute).catch(() => absolute) : absolute;
  if (real !== absolute && !isWithin(real, await realRoot(siteRoot))) {
    bag.error('content/link-outside', `${file} is a link to a file outside the site (${path.basename(real)}).`, { file, line: 1, column: 1, hint: 'Copy the file into the site, or link to a file inside it: a build publishes only what the site holds.' });
    return undefined;
  }
  const bytes = await readFile(absolute);
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    const at = positionOfByte(bytes, nul);
    bag.error('content/binary', `${file} holds a zero byte: it is a binary file, not Markdown.`, { file, ...at, hint: 'Rename it so that it does not end in .md or .mdx, or save it again as UTF-8 text.' });
    return undefined;
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = lenient.decode(bytes);
    const offset = firstInvalidUtf8(bytes);
    bag.warn('content/encoding', `${file} is not valid UTF-8 from here on; the bytes that are not are shown as �.`, { file, ...positionOfByte(bytes, offset), hint: 'Save the file as UTF-8 (most editors have an "encoding" setting).' });
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const control = text.search(CONTROL);
  if (control !== -1) {
    const before = text.slice(0, control);
    const line = before.split('\n').length;
    const code = text.charCodeAt(control).toString(16).toUpperCase().padStart(2, '0');
    bag.warn('content/control-character', `${file} holds control characters (the first is U+00${code}); they are left out of the page.`, { file, line, column: control - before.lastIndexOf('\n'), hint: 'Remove them: they are invisible in most editors and break the page in some browsers.' });
    text = text.replace(CONTROL, '');
  }
  return text;
}

/**
 * The folder links below `dir` (relative paths, posix) that lead to a folder holding them: following
 * one lists the same files again at every level. Each is reported once; globbing should leave them out.
 */
export function symlinkLoops(dir: string, files: readonly string[], bag: DiagnosticBag, shown: (rel: string) => string): string[] {
  const loops = new Set<string>();
  const checked = new Set<string>();
  // Shortest paths first: the first link of a loop is found before the copies of it deeper down, which are skipped.
  for (const rel of [...files].sort((a, b) => a.length - b.length)) {
    if ([...loops].some((loop) => rel.startsWith(`${loop}/`))) continue;
    const parts = rel.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (checked.has(folder)) continue;
      checked.add(folder);
      const absolute = path.join(dir, folder);
      try {
        if (!lstatSync(absolute).isSymbolicLink()) continue;
        const target = realpathSync(absolute);
        if (isWithin(path.resolve(dir, path.dirname(folder)), target) || isWithin(realpathSync(path.dirname(absolute)), target)) {
          loops.add(folder);
          bag.error('content/link-loop', `The folder link ${shown(folder)} points to '${readlinkSync(absolute)}', a folder that holds the link: its files would be read again at every level.`, { file: shown(folder), line: 1, column: 1, hint: 'Remove the link, or point it at a folder that does not hold it.' });
        }
      } catch {
        // A link that cannot be followed (a loop the system itself gave up on) is a loop too.
        loops.add(folder);
        bag.error('content/link-loop', `The folder link ${shown(folder)} cannot be followed: it leads back to itself.`, { file: shown(folder), line: 1, column: 1, hint: 'Remove the link, or point it at a folder that does not hold it.' });
      }
    }
  }
  return [...loops];
}

const realRoots = new Map<string, Promise<string>>();
function realRoot(root: string): Promise<string> {
  let real = realRoots.get(root);
  if (!real) realRoots.set(root, (real = realpath(root).catch(() => root)));
  return real;
}

/** Whether the path `inner` is `outer` or inside it. */
export function isWithin(inner: string, outer: string): boolean {
  const rel = path.relative(path.resolve(outer), path.resolve(inner));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function positionOfByte(bytes: Buffer, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = bytes.indexOf(10); i !== -1 && i < offset; i = bytes.indexOf(10, i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: lenient.decode(bytes.subarray(start, offset)).length + 1 };
}

/** The offset of the first byte that starts no valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Buffer): number {
  for (let i = 0; i < bytes.length; ) {
    const c = bytes[i]!;
    const follow = c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
    if (follow < 0) return i;
    for (let k = 1; k <= follow; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += follow + 1;
  }
  return bytes.length;
}
