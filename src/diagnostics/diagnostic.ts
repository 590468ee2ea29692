/**
 * The Diagnostic type: every author-facing problem is data, collected across a build and reported together.
 * Imports nothing from the rest of mistdocs.
 */

export type Severity = 'error' | 'warning';

/** One problem found in the author's input, with where it is and what to do about it. */
export interface Diagnostic {
  severity: Severity;
  /** A stable machine-readable code, e.g. `front-matter/unknown-key`. */
  code: string;
  message: string;
  /** What the author can do to fix it. */
  hint?: string;
  /** Path relative to the site root (e.g. `content/docs/intro.md`). */
  file?: string;
  /** 1-based line and column. */
  line?: number;
  column?: number;
  /** Text to search for in `file` when the stage that found the problem cannot know the line (pure model code). */
  needle?: string;
  /** The key the needle is written after (`from` of a redirect): an occurrence on a line that holds it is found first. */
  needleKey?: string;
}

/** Thrown when a stage cannot go on; carries every diagnostic collected so far. */
export class DiagnosticError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[], options?: { cause?: unknown }) {
    const first = diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
    super(first ? first.message : 'build failed', options);
    this.name = 'DiagnosticError';
    this.diagnostics = diagnostics;
  }
}

/** Each diagnostic once: the runs of several locales report a problem in a file they all read (the config, an untranslated doc) each. */
export function uniqueDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify(d);
    return !seen.has(key) && !!seen.add(key);
  });
}

/** Collects diagnostics; a stage passes one along instead of throwing on the first problem. */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];
  add(diagnostic: Diagnostic): void {
    this.items.push(diagnostic);
  }
  error(code: string, message: string, where: Omit<Diagnostic, 'severity' | 'code' | 'message'> = {}): void {
    this.add({ severity: 'error', code, message, ...where });
  }
  warn(code: string, message: string, where: Omit<Diagnostic, 'severity' | 'code' | 'message'> = {}): void {
    this.add({ severity: 'warning', code, message, ...where });
  }
  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === 'error');
  }
  /** Throws a DiagnosticError when any error was collected. */
  throwIfErrors(): void {
    if (this.hasErrors) throw new DiagnosticError(this.items);
  }
}

/** Levenshtein distance, for "did you mean" hints. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = current;
    }
  }
  return row[b.length]!;
}

/**
 * The closest candidate to `word`, if it is close enough to be a likely typo: within `maxDistance` edits
 * (by default 2, or a third of the word's length for long words). Case is ignored.
 */
export function suggestClosest(word: string, candidates: Iterable<string>, maxDistance = Math.max(2, Math.floor(word.length / 3))): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= maxDistance ? best : undefined;
}

/** Formats a list of names for a message, shortening long lists. */
export function listNames(names: readonly string[], max = 20): string {
  const shown = names.slice(0, max).map((n) => `'${n}'`).join(', ');
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}
