/**
 * The remark and rehype plugins of a Docusaurus site's content plugins (docs, blogs, pages, docs areas)
 * carried into site.config.ts: each plugin as an import of the package or site file it came from (or as
 * its own source when it is a function of the config), its options as plain values, in mistdocs' one
 * `markdown.<key>` list per key; the packages to list in the new site's package.json, with the versions
 * the site names. Reads the site's package.json files and runs config-defined plugins on a sample tree;
 * writes nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { carryFunction, code } from './function-source.js';
import { missingMemberOf, missingPackageOf, type SiteModule } from './run-site-module.js';
import { list, type Obj } from './config-values.js';
import { packageOf } from '../shared/package-name.js';

/** Docusaurus's four plugin lists, which mistdocs' `markdown` options take by the same names. */
export const PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
export type PluginKey = (typeof PLUGIN_KEYS)[number];

/** The options of one content plugin that may hold plugin lists. */
export interface ContentPluginOptions {
  /** Where the lists were, for the notes: 'docs', 'blog', "blog 'changelog'", 'pages', "docs area 'community'". */
  source: string;
  /** Who gets its lists, for the notes: 'docs pages', 'blog posts', "the pages of the docs area 'community'". */
  kind: string;
  options: Record<string, unknown>;
  /** Whether the site has pages of this kind (a kind without pages is not told it gets other kinds' plugins). */
  present: boolean;
}

export interface CarriedPlugins {
  /** Import lines for site.config.ts. */
  imports: string[];
  /** The lists for `markdown`, each entry a `code()` placeholder or `[placeholder, options]`. */
  markdown: Partial<Record<PluginKey, unknown[]>>;
  /** The packages the imports need, with the version range to install. */
  dependencies: Record<string, string>;
  /** Packages the config loaded without their being installed whose plugins are now imported. */
  standInsCarried: string[];
  notes: string[];
}

/** Where a plugin's function is imported from, and how its value is reached from the import. */
interface Origin {
  from: string;
  /** `undefined`: the default import; else the named import. */
  named?: string;
  /** Properties read from the import (`.default` of a CommonJS module). */
  access: string[];
  /** The packages to install for it. */
  packages: string[];
}

interface Entry {
  fn: unknown;
  /** The plugin as written: `code()` of its expression, or `[code, options]`. */
  written: unknown;
  /** What the notes call it. */
  label: string;
  optionsJson: string;
  owners: string[];
}


/**
 * Carries the plugin lists of `contents` (the main docs first): each plugin is imported from the package
 * or site file it came from, or written as its source; what cannot be carried is named in `notes`.
 * Lists of the other kinds are added after the docs' where they hold plugins the docs' lists lack, and
 * each kind that gets plugins Docusaurus did not run on it is named.
 */
export async function carryMarkdownPlugins(contents: readonly ContentPluginOptions[], run: SiteModule, siteDir: string): Promise<CarriedPlugins> {
  const imports = new Map<string, { line: string; local: string }>();
  const used = new Set(['defineConfig']);
  const dependencies: Record<string, string> = {};
  const standInsCarried = new Set<string>();
  const notes: string[] = [];
  const lists: Partial<Record<PluginKey, Entry[]>> = {};
  const seen = new Map<unknown, Resolved | undefined>();

  const localName = (wanted: string): string => {
    let base = wanted.replace(/^@[^/]+\//, '').replace(/[^\w$]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^[^A-Za-z_$]+/, '') || 'plugin';
    if (RESERVED.has(base)) base = `${base}Plugin`;
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}${i}`;
    used.add(name);
    return name;
  };
  const importOf = (origin: Origin): string => {
    const key = `${origin.from}\u0000${origin.named ?? ''}`;
    let found = imports.get(key);
    if (!found) {
      const local = localName(origin.named ?? origin.from.split('/').pop()!.replace(/\.[cm]?[jt]sx?$/, ''));
      const line = origin.named === undefined ? `import ${local} from '${origin.from}';` : `import { ${origin.named === local ? local : `${origin.named} as ${local}`} } from '${origin.from}';`;
      found = { line, local };
      imports.set(key, found);
    }
    return found.local + origin.access.map((k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`)).join('');
  };

  for (const content of contents) {
    for (const key of PLUGIN_KEYS) {
      for (const plugin of list(content.options[key])) {
        const [fn, options] = Array.isArray(plugin) ? [plugin[0], plugin[1]] : [plugin, undefined];
        const where = `${content.source}.${key}`;
        // The same function met again (the docs and the blog share a plugin) is carried once.
        if (!seen.has(fn)) seen.set(fn, await expressionOf(fn, where));
        const carried = seen.get(fn);
        if (!carried) continue;
        const optionsProblem = options === undefined ? undefined : plainProblem(options, 'options');
        if (optionsProblem) {
          notes.push(`${where}: the plugin ${carried.label} was not carried, as its ${optionsProblem}; import it in site.config.ts and list it under \`markdown.${key}\` yourself.`);
          continue;
        }
        const optionsJson = JSON.stringify(options ?? null);
        const entries = (lists[key] ??= []);
        const same = entries.find((e) => e.fn === fn && e.optionsJson === optionsJson);
        if (same) {
          if (!same.owners.includes(content.kind)) same.owners.push(content.kind);
          continue;
        }
        const expression = carried.write();
        const written = options === undefined ? code(expression) : [code(expression), options];
        entries.push({ fn, written, label: carried.label, optionsJson, owners: [content.kind] });
      }
    }
  }

  // mistdocs has one list per key for every page: each kind that has pages and now gets plugins Docusaurus did not run on it is told.
  for (const content of contents) {
    if (!content.present) continue;
    const extra = PLUGIN_KEYS.flatMap((key) => (lists[key] ?? []).filter((e) => !e.owners.includes(content.kind)).map((e) => ({ key, e })));
    if (extra.length === 0) continue;
    const named = extra.map(({ key, e }) => `${e.label} (${key}, of ${e.owners.join(' and ')})`).join(', ');
    notes.push(`${capitalise(content.kind)} get ${named} too: mistdocs has one \`markdown\` list per key for every page, and Docusaurus ran ${extra.length === 1 ? 'it' : 'them'} only on ${[...new Set(extra.flatMap(({ e }) => e.owners))].join(' and ')}.`);
  }

  const markdown: Partial<Record<PluginKey, unknown[]>> = {};
  for (const key of PLUGIN_KEYS) if (lists[key]?.length) markdown[key] = lists[key]!.map((e) => e.written);
  return { imports: [...imports.values()].map((i) => i.line), markdown, dependencies, standInsCarried: [...standInsCarried], notes };

  /** How site.config.ts gives a plugin function (`write` adds its import and package), or undefined with a note. */
  async function expressionOf(fn: unknown, where: string): Promise<Resolved | undefined> {
    const missing = missingPackageOf(fn);
    if (missing) {
      const member = missingMemberOf(fn);
      const label = `require('${missing}')${member.map((k) => (k === '()' ? '(...)' : k === 'new' ? ' (with new)' : `.${k}`)).join('')}`;
      // What the package gave (`require('x')`, its default export, a named export) is imported the same way; a value computed from it is not.
      const named = member.length === 1 && member[0] !== 'default' && /^[A-Za-z_$][\w$]*$/.test(member[0]!) ? member[0] : undefined;
      if (member.length > 1 || (member.length === 1 && member[0] !== 'default' && !named)) {
        notes.push(`${where}: the plugin ${label} is a value computed from the package ${missing}, which is not installed here, so it was not carried; import it in site.config.ts yourself.`);
        return undefined;
      }
      return {
        label: named ? `${named} of ${missing}` : missing,
        write: () => {
          standInsCarried.add(missing);
          addDependency(packageOf(missing));
          return importOf({ from: missing, named, access: [], packages: [packageOf(missing)] });
        },
      };
    }
    if (typeof fn !== 'function') {
      notes.push(`${where}: an entry that is not a plugin function (${fn === null ? 'null' : typeof fn}) was left out.`);
      return undefined;
    }
    const installed = installedOrigin(fn, run);
    if (installed) {
      return {
        label: installed.named ? `${installed.named} of ${installed.from}` : installed.from,
        write: () => {
          addDependency(packageOf(installed.from));
          return importOf(installed);
        },
      };
    }
    const local = localOrigin(fn, run, siteDir);
    if (local && 'from' in local) {
      return {
        label: `${local.named ?? 'the default export'} of ${local.from.slice(2)}`,
        write: () => {
          for (const p of local.packages) {
            addDependency(p);
            // The file's own imports come with it; a package among them that was not installed here lost nothing either.
            for (const m of run.missing) if (packageOf(m) === p) standInsCarried.add(m);
          }
          return importOf(local);
        },
      };
    }
    const name = (fn as { name?: string }).name || 'an inline plugin';
    if (local) {
      notes.push(`${where}: the plugin ${name} comes from ${local.file}, which is not copied into the new site (only src/ is); copy the file there and import it in site.config.ts.`);
      return undefined;
    }
    const carried = await carryFunction(fn as () => unknown, [[]]);
    const problem = 'source' in carried ? await transformerProblem(carried.run) : carried.problem;
    if (problem) {
      notes.push(`${where}: the plugin ${name}, a function of the config, was not carried, as ${problem}; write it into site.config.ts yourself.`);
      return undefined;
    }
    const source = (carried as { source: string }).source;
    return { label: `${name} (a function of the config, written as its source)`, write: () => source };
  }

  /** Lists a package with the version the site names (its package.json, else the installed copy). */
  function addDependency(name: string): void {
    if (dependencies[name]) return;
    const range = namedVersion(siteDir, name);
    if (!range) notes.push(`The package ${name}: the site's package.json names no version of it and it is not installed here, so the new site's package.json asks for any version (*).`);
    dependencies[name] = range ?? '*';
  }
}

/** A plugin function found: what the notes call it, and `write()`, which adds its import and package and gives its expression. */
interface Resolved {
  label: string;
  write: () => string;
}

const RESERVED = new Set(['default', 'import', 'export', 'function', 'class', 'const', 'let', 'var', 'new', 'delete', 'in', 'of', 'if', 'for', 'while', 'do', 'return', 'this', 'super', 'switch', 'case', 'try', 'catch', 'finally', 'throw', 'typeof', 'void', 'with', 'yield', 'await', 'enum', 'null', 'true', 'false']);


/**
 * The installed package a function came from: its default export (what `require()` gives, or an ES
 * module's default), a named export, or a property of what `require()` gave (reached through the
 * default import, as Node imports a CommonJS module).
 */
function installedOrigin(fn: unknown, run: SiteModule): Origin | undefined {
  for (const { id, how, exports } of run.loaded) {
    const packages = [packageOf(id)];
    if (how === 'import') {
      const ns = exports as Obj;
      if (ns.default === fn) return { from: id, access: [], packages };
      for (const k of Object.keys(ns)) if (k !== 'default' && ns[k] === fn && /^[A-Za-z_$][\w$]*$/.test(k)) return { from: id, named: k, access: [], packages };
      const whole = ns.default;
      if (whole && (typeof whole === 'object' || typeof whole === 'function')) for (const k of Object.keys(whole)) if ((whole as Obj)[k] === fn) return { from: id, access: [k], packages };
    } else {
      if (exports === fn) return { from: id, access: [], packages };
      if (exports && (typeof exports === 'object' || typeof exports === 'function')) for (const k of Object.keys(exports)) if ((exports as Obj)[k] === fn) return { from: id, access: [k], packages };
    }
  }
  return undefined;
}

/**
 * The site file a function is defined in, found by its source in the bundle the config ran as (esbuild
 * marks each file's part with a `// path` line): an import from the new site when the file is under
 * src/ (which migrate copies), else the file, relative to the site.
 */
function localOrigin(fn: unknown, run: SiteModule, siteDir: string): Origin | { file: string } | undefined {
  const text = Function.prototype.toString.call(fn);
  const at = run.bundle.text.indexOf(text);
  if (at < 0 || text.length < 8) return undefined;
  let best: { index: number; file: (typeof run.bundle.files)[number] } | undefined;
  for (const file of run.bundle.files) {
    const index = run.bundle.text.lastIndexOf(`\n// ${file.label}\n`, at);
    if (index >= 0 && (!best || index > best.index)) best = { index, file };
  }
  if (!best) return undefined;
  const rel = path.relative(siteDir, best.file.file).split(path.sep).join('/');
  // The config file itself: a function written in it, carried as source.
  if (rel.startsWith('..') || /^docusaurus\.config\./.test(rel)) return undefined;
  if (!rel.startsWith('src/')) return { file: rel };
  const source = readFileSync(best.file.file, 'utf8');
  const name = (fn as { name?: string }).name;
  const escaped = name?.replace(/\$/g, '\\$');
  const namedExport = escaped && new RegExp(`export\\s+(?:(?:async\\s+)?function\\*?|const|let|var|class)\\s+${escaped}\\b|export\\s*\\{[^}]*\\b${escaped}\\b[^}]*\\}|(?:module\\.)?exports\\.${escaped}\\s*=`).test(source);
  const from = `./${rel}`;
  if (namedExport) return { from, named: name, access: [], packages: best.file.packages.map(packageOf) };
  if (/export\s+default\b|module\.exports\s*=/.test(source)) return { from, access: [], packages: best.file.packages.map(packageOf) };
  return { file: rel };
}

/**
 * Runs a plugin the config defines, as unified does, on a small tree: a ReferenceError (from the plugin or
 * its transformer) means it uses names from the rest of the config, which the new config does not have.
 */
async function transformerProblem(run: (...args: unknown[]) => unknown): Promise<string | undefined> {
  const processor = { data: () => ({}), use: () => processor };
  const tree = { type: 'root', children: [{ type: 'heading', depth: 1, children: [{ type: 'text', value: 'Title' }] }, { type: 'paragraph', children: [{ type: 'text', value: 'Text' }] }, { type: 'code', lang: 'bash', meta: null, value: 'npm install x' }] };
  const file = { path: 'docs/intro.md', data: {}, message: () => ({}), fail: () => undefined };
  try {
    const transformer = await run.call(processor);
    if (typeof transformer === 'function') await (transformer as (...args: unknown[]) => unknown)(tree, file, () => undefined);
  } catch (error) {
    if (error instanceof ReferenceError) return `it uses names defined elsewhere in the config (${error.message})`;
  }
  return undefined;
}

/** Why a value cannot be written as JSON (`options.theme is code`), or undefined when it can. */
function plainProblem(value: unknown, at: string): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${at} is ${value}, which JSON cannot hold`;
  if (typeof value === 'undefined') return undefined;
  if (missingPackageOf(value)) return `${at} is a value of the package ${missingPackageOf(value)}, which is not installed here`;
  if (typeof value === 'function') return `${at} is code (a function)`;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const problem = plainProblem(v, `${at}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return `${at} is code (a ${(value as object).constructor?.name ?? 'class'} object)`;
    for (const [k, v] of Object.entries(value)) {
      const problem = plainProblem(v, `${at}.${k}`);
      if (problem) return problem;
    }
    return undefined;
  }
  return `${at} is code (a ${typeof value})`;
}

/** The version range of a package the site's package.json names (or one of the folders above, for a workspace), else the installed copy's version. */
function namedVersion(siteDir: string, name: string): string | undefined {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown> | undefined>;
        const range = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name] ?? pkg.peerDependencies?.[name];
        if (typeof range === 'string' && !/^(workspace|link|file|portal):/.test(range)) return range;
      } catch {
        // A package.json that does not parse names nothing.
      }
    }
    const installed = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(installed)) {
      try {
        const version = (JSON.parse(readFileSync(installed, 'utf8')) as { version?: unknown }).version;
        if (typeof version === 'string') return version;
      } catch {
        // As above.
      }
    }
    if (existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) return undefined;
  }
}


function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
