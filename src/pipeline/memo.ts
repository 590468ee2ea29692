/**
 * The pipeline's one memo layer: every result a build can reuse from an earlier run lives here, keyed by
 * the inputs it was made from. A cold `build` starts with an empty memo (plus the Markdown table read
 * from disk); `serve --watch` keeps one across rebuilds, so a rebuild is the same build with a warm memo.
 *
 * Inputs are compared by identity: objects a previous run produced are the same objects while unchanged,
 * and what comes from disk is represented by a content hash (a string). A recomputed value that equals
 * the old one can keep the old object (early cut-off), so nothing downstream of it runs again.
 * The stage modules of pipeline/ wrap their work in it; the work itself (model/, markdown/, render/)
 * never sees it. Imports nothing from the stages.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a value was made from: compared element by element with `Object.is`. */
export type Inputs = readonly unknown[];

function sameInputs(a: Inputs, b: Inputs): boolean {
  if (a.length !== b.length) return false;
  // A plain loop: this runs for every doc and page of every rebuild.
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/**
 * One entry of a table: the identity inputs it was last confirmed against, a content key that says the
 * same thing across processes (what the persisted tables keep), and the reads it made while computing
 * (answers it got from lookups outside its inputs; valid while they give the same answers again).
 */
export interface TableEntry<T> {
  inputs?: Inputs;
  key?: string;
  reads?: Read[];
  value: T;
}

/** A lookup made while computing: kind, question, answer. */
export type Read = [kind: string, input: string, output: string | undefined];

/** Per-item results of one kind (Markdown per doc, HTML per page). */
export class MemoTable<T> {
  readonly entries = new Map<string, TableEntry<T>>();
  /** Whether entries were added or dropped since the table was loaded (a persisted table is written again only then). */
  changed = false;

  /** @param keep false for a table whose entries no later run will read (then `set` stores nothing). */
  constructor(private readonly keep = true) {}

  /**
   * The value stored for `item` when it is still valid: its identity inputs are unchanged, or else its
   * content key (made only then, since making it costs more than comparing identities) is the same; and
   * in both cases every read it made still gets the same answer from `answer`. Without `key`, identity only.
   * Reads of a kind in `fixedBy` are asked again only when the identity inputs changed: their answers
   * are a function of those inputs (a link's route, of the site model), so they cannot differ while the inputs are the same objects.
   */
  reuse(item: string, inputs: Inputs, key?: () => string, answer?: (kind: string, input: string) => string | undefined, fixedBy?: ReadonlySet<string>): T | undefined {
    const entry = this.entries.get(item);
    if (!entry) return undefined;
    let same = true;
    if (!entry.inputs || !sameInputs(entry.inputs, inputs)) {
      if (!key || entry.key !== key()) return undefined;
      entry.inputs = inputs;
      same = false;
    }
    if (entry.reads && answer) {
      // A read that found nothing was kept as null by a table saved as JSON: null and undefined are one answer.
      for (const [kind, input, output] of entry.reads) if (!(same && fixedBy?.has(kind)) && (answer(kind, input) ?? null) !== (output ?? null)) return undefined;
    }
    return entry.value;
  }

  /** Stores an item's value; a key given as a function is made only when the table keeps entries. */
  set(item: string, entry: Omit<TableEntry<T>, 'key'> & { key?: string | (() => string) }): void {
    if (!this.keep) return;
    this.entries.set(item, { ...entry, key: typeof entry.key === 'function' ? entry.key() : entry.key });
    this.changed = true;
  }

  /** Drops the entries of items this run no longer has. */
  keepOnly(items: ReadonlySet<string>): void {
    for (const item of this.entries.keys()) {
      if (!items.has(item)) {
        this.entries.delete(item);
        this.changed = true;
      }
    }
  }
}

interface Cell {
  inputs: Inputs;
  value: unknown;
}

/** The results of earlier runs, by stage name. */
export class Memo {
  private readonly cells = new Map<string, Cell>();
  private readonly tables = new Map<string, MemoTable<unknown>>();

  /** @param once true for a memo used by one run only (a one-off build): bulky tables then keep nothing. */
  constructor(private readonly once = false) {}

  /**
   * The stage's value for `inputs`: the stored one while every input is identical, otherwise computed.
   * With `same`, a computed value equal to the stored one is dropped for the stored one (early cut-off):
   * stages that take it as an input see no change.
   */
  value<T>(name: string, inputs: Inputs, compute: () => T, same?: (before: T, after: T) => boolean): T {
    const cell = this.cells.get(name);
    if (cell && sameInputs(cell.inputs, inputs)) return cell.value as T;
    let value = compute();
    if (cell && same?.(cell.value as T, value)) value = cell.value as T;
    this.cells.set(name, { inputs, value });
    return value;
  }

  /** Early cut-off for a value a stage made itself: the stored one when `same` says they are equal, else `value` (now stored). */
  settle<T>(name: string, value: T, same: (before: T, after: T) => boolean): T {
    return this.value(name, [{}], () => value, same);
  }

  /** `value` for a stage that works asynchronously; a failed computation is not stored. */
  async valueAsync<T>(name: string, inputs: Inputs, compute: () => Promise<T>): Promise<T> {
    const cell = this.cells.get(name);
    if (cell && sameInputs(cell.inputs, inputs)) return cell.value as T;
    const value = await compute();
    this.cells.set(name, { inputs, value });
    return value;
  }

  /** Stores what a stage made this run, for `last` in the next. */
  keep<T>(name: string, value: T): T {
    this.cells.set(name, { inputs: [], value });
    return value;
  }

  /** What the stage made last time, whatever its inputs were (for stages that update their last result in place, like reading content). */
  last<T>(name: string): T | undefined {
    return this.cells.get(name)?.value as T | undefined;
  }

  /**
   * The per-item table of that name, empty the first time. A `bulky` table (a page's HTML: the whole
   * site's worth) keeps nothing in a memo used once, so a one-off build does not hold the site in memory.
   */
  table<T>(name: string, options: { bulky?: boolean } = {}): MemoTable<T> {
    let table = this.tables.get(name);
    if (!table) this.tables.set(name, (table = new MemoTable<unknown>(!(this.once && options.bulky))));
    return table as MemoTable<T>;
  }

  private readonly ids = new WeakMap<object, number>();
  private nextId = 0;

  /** A number for an object's identity, stable while the memo lives: lets a content key name an object it does not serialise. */
  id(object: object): number {
    let id = this.ids.get(object);
    if (id === undefined) this.ids.set(object, (id = ++this.nextId));
    return id;
  }
}

/** An empty memo: a cold build. Keep it and pass it to the next run for a warm one (`once` when no run follows). */
export function createMemo(options: { once?: boolean } = {}): Memo {
  return new Memo(options.once);
}

// ---------------------------------------------------------------- persisted tables

/** Where a site's persisted tables live: in the nearest node_modules above its root; nowhere without one. */
export function memoFile(root: string, name: string): string | undefined {
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) {
      const site = createHash('sha256').update(root).digest('hex').slice(0, 12);
      return path.join(dir, 'node_modules', '.cache', 'mistdocs', `${name}-${site}.json`);
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * A fingerprint of code and packages: a persisted table made by other code is not used. Hashes every
 * .js/.ts file under `dirs` and the versions of `packages` (as installed under `root`).
 */
export function codeVersion(dirs: readonly string[], root: string, packages: readonly string[]): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.(js|ts)$/.test(entry.name)) hash.update(entry.name).update(readFileSync(p));
    }
  };
  dirs.filter((d) => existsSync(d)).forEach(walk);
  for (const pkg of packages) {
    const file = path.join(root, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) hash.update(pkg).update(String((JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Fills `table` from its file; an unreadable, corrupt or outdated file (another `version`) leaves it empty. */
export async function loadTable<T>(table: MemoTable<T>, file: string, version: string): Promise<void> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { version: string; entries: [string, TableEntry<T>][] };
    if (stored.version !== version) return;
    for (const [item, entry] of stored.entries) table.entries.set(item, entry);
  } catch {
    // No file yet, or one we cannot use: start empty.
  }
}

/** Writes `table` when it changed (to a temporary file first, so a crash never leaves a half-written one). Identity inputs are not kept. */
export async function saveTable<T>(table: MemoTable<T>, file: string, version: string): Promise<void> {
  if (!table.changed) return;
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const entries = [...table.entries].map(([item, { key, reads, value }]) => [item, { key, reads, value }]);
  await writeFile(temp, JSON.stringify({ version, entries }));
  await rename(temp, file);
  table.changed = false;
}
