/**
 * The migrated site's package.json, so one `npm install` gets what it needs: the Docusaurus site's own
 * dependencies (not Docusaurus's packages, nor Docusaurus plugins and themes its code does not import,
 * which would pull Docusaurus back in), mistdocs, and the scripts an author expects, with the site's own
 * steps kept around the build. Pure: reads nothing, writes nothing.
 */
import path from 'node:path';
import { packageOf } from '../shared/package-name.js';

/** The fields of the Docusaurus site's package.json that are read. */
export interface SitePackage {
  name?: unknown;
  version?: unknown;
  type?: unknown;
  scripts?: unknown;
  dependencies?: unknown;
  devDependencies?: unknown;
}

export interface ManifestInput {
  site: SitePackage | undefined;
  /** The mistdocs dependency spec (`^0.1.0`, a tarball path, a git URL). */
  mistdocs: string;
  /** Packages site.config.ts imports (Markdown plugins), with their version ranges. */
  configPackages: Record<string, string>;
  /** Packages the site's code (src/, the docs' MDX) imports by name. */
  imported: ReadonlySet<string>;
  /** Packages the config lists in `presets`, `themes` or `plugins`: Docusaurus presets, themes and plugins by how the site uses them, whatever their names. */
  configured?: ReadonlySet<string>;
  /** The Docusaurus site's folder and the migrated site's (absolute): a dependency on a local folder (`file:..`) is named from the new one. */
  moved?: { from: string; to: string };
}

export interface Manifest {
  json: Record<string, unknown>;
  /** One sentence for each thing that was left out. */
  notes: string[];
}

/** What the new site runs; `npm start` is the author's edit loop. */
const MISTDOCS_SCRIPTS: Record<string, string> = {
  start: 'mistdocs serve --watch',
  build: 'mistdocs build',
  serve: 'mistdocs serve',
  check: 'mistdocs check',
};

/** The scripts npm runs around a script by itself. */
const HOOKS = ['prestart', 'poststart', 'prebuild', 'postbuild', 'preserve', 'postserve'];

/** Whether a package is Docusaurus's own, or a Docusaurus plugin or theme (none of which mistdocs runs). */
function isDocusaurusPackage(name: string): boolean {
  // By name: docusaurus-plugin-*, @easyops-cn/docusaurus-search-local, redocusaurus...
  return name.startsWith('@docusaurus/') || /docusaurus/i.test(name);
}

function record(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The package.json of the migrated site. */
export function migratedManifest(input: ManifestInput): Manifest {
  const notes: string[] = [];
  const left: string[] = [];
  const keep = (deps: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(deps).filter(([name]) => {
        if (name === 'mistdocs') return false;
        if (name.startsWith('@docusaurus/')) return false;
        if ((isDocusaurusPackage(name) || input.configured?.has(name)) && !input.imported.has(name) && !(name in input.configPackages)) {
          left.push(name);
          return false;
        }
        return true;
      }),
    );
  const dependencies: Record<string, string> = { ...rebased(keep(record(input.site?.dependencies)), input.moved), ...input.configPackages, mistdocs: input.mistdocs };
  const devDependencies = rebased(keep(record(input.site?.devDependencies)), input.moved);
  for (const name of Object.keys(devDependencies)) if (name in dependencies) delete devDependencies[name];
  if (left.length) notes.push(`package.json: the Docusaurus plugins and themes ${left.join(', ')} were left out (mistdocs does not run them, and they would install Docusaurus).`);
  const scripts = migratedScripts(record(input.site?.scripts), notes);
  const json: Record<string, unknown> = {
    ...(typeof input.site?.name === 'string' ? { name: input.site.name } : {}),
    ...(typeof input.site?.version === 'string' ? { version: input.site.version } : {}),
    private: true,
    ...(input.site?.type === 'module' || input.site?.type === 'commonjs' ? { type: input.site.type } : {}),
    scripts,
    engines: { node: '>=20' },
    dependencies: sorted(dependencies),
    ...(Object.keys(devDependencies).length ? { devDependencies: sorted(devDependencies) } : {}),
  };
  return { json, notes };
}

/**
 * Dependencies on a local folder or tarball (`file:..`, `link:../lib`), which npm reads relative to the
 * package.json: the same folder named from the migrated site's (`file:../site` from a site that moved
 * beside it). Any other spec is kept.
 */
function rebased(deps: Record<string, string>, moved: ManifestInput['moved']): Record<string, string> {
  if (!moved) return deps;
  return Object.fromEntries(
    Object.entries(deps).map(([name, spec]) => {
      const local = /^(file|link):(.+)$/.exec(spec);
      if (!local || path.isAbsolute(local[2]!)) return [name, spec];
      const target = path.relative(moved.to, path.resolve(moved.from, local[2]!)).split(path.sep).join('/');
      return [name, `${local[1]}:${target || '.'}`];
    }),
  );
}

function sorted(deps: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(deps).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * start, build, serve and check as mistdocs runs them; where the site's script of that name runs its own
 * steps around `docusaurus <command>`, they are kept, with the scripts they run (`yarn sync:avatars`
 * becomes `npm run sync:avatars`, since the new site is installed with npm).
 */
function migratedScripts(site: Record<string, string>, notes: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const wanted: string[] = [];
  const dropped: string[] = [];
  for (const [name, mistdocs] of Object.entries(MISTDOCS_SCRIPTS)) {
    const own = site[name];
    out[name] = own ? rewriteScript(own, site, wanted, dropped) ?? mistdocs : mistdocs;
    if (own && !out[name].includes(mistdocs.split(' ').slice(0, 2).join(' '))) out[name] = mistdocs;
  }
  for (const hook of HOOKS) if (site[hook] !== undefined) wanted.push(hook);
  while (wanted.length) {
    const name = wanted.shift()!;
    if (name in out || site[name] === undefined) continue;
    out[name] = rewriteScript(site[name], site, wanted, dropped) ?? '';
    if (!out[name]) delete out[name];
  }
  if (dropped.length) notes.push(`package.json scripts: ${[...new Set(dropped)].map((d) => `\`${d}\``).join(', ')} left out (Docusaurus commands mistdocs has no counterpart for).`);
  return out;
}

/** The Docusaurus CLI commands with a mistdocs counterpart, and the options carried with them. */
const COMMANDS: Record<string, string> = { start: 'mistdocs serve --watch', build: 'mistdocs build', serve: 'mistdocs serve', 'docs:version': 'mistdocs docs:version' };
const CARRIED_FLAGS = new Set(['--port', '--host', '--locale', '--out-dir', '--open', '--no-open']);

/**
 * A script's command with each `docusaurus <command>` made mistdocs's and each run of another script
 * made `npm run` (that script added to `wanted`); a step that is a Docusaurus command without a
 * counterpart (`docusaurus clear`) is left out. Undefined when nothing is left.
 */
function rewriteScript(command: string, site: Record<string, string>, wanted: string[], dropped: string[]): string | undefined {
  const steps = command.split(/\s*&&\s*/).flatMap((step): string[] => {
    const run = /^(?:yarn|npm|pnpm|bun)(?:\s+run)?\s+([\w:.-]+)(\s.*)?$/.exec(step.trim());
    if (run && site[run[1]!] !== undefined) {
      wanted.push(run[1]!);
      return [`npm run ${run[1]}${run[2] ? ` --${run[2]}` : ''}`];
    }
    const docusaurus = /^(.*?)(?:npx\s+)?\bdocusaurus\s+([\w:-]+)(.*)$/.exec(step.trim());
    if (!docusaurus) return [step.trim()];
    const [, before, name, rest] = docusaurus;
    const counterpart = COMMANDS[name!];
    if (!counterpart) {
      dropped.push(step.trim());
      return [];
    }
    return [`${before}${counterpart}${carriedArgs(rest!, name!)}`];
  });
  return steps.length ? steps.join(' && ') : undefined;
}

/**
 * The options of a Docusaurus command mistdocs takes too (`--out-dir x` becomes `--out x`); plain
 * arguments only for `docs:version` (its version name; the others' is the site folder, which is the new one).
 */
function carriedArgs(rest: string, command: string): string {
  const words = rest.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [flag, inline] = words[i]!.split('=', 2) as [string, string | undefined];
    if (!flag.startsWith('-')) {
      if (command === 'docs:version') out.push(flag);
      continue;
    }
    const takesValue = inline === undefined && flag !== '--open' && flag !== '--no-open' && !!words[i + 1] && !words[i + 1]!.startsWith('-') && !['--no-minify', '--bundle-analyzer', '--poll', '--hot-only', '--dev'].includes(flag);
    const value = inline ?? (takesValue ? words[++i] : undefined);
    if (!CARRIED_FLAGS.has(flag)) continue;
    const name = flag === '--out-dir' ? '--out' : flag;
    out.push(value === undefined ? name : `${name} ${value}`);
  }
  return out.length ? ` ${out.join(' ')}` : '';
}

/** The packages named by the bare imports in a module's text. */
export function importedPackages(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"./][^'"]*)['"]/g)) {
    const id = m[1]!;
    if (id.startsWith('node:') || id.startsWith('@site/') || id.startsWith('@theme') || id.startsWith('@generated/')) continue;
    found.push(packageOf(id));
  }
  return found;
}
