/**
 * Loads site.config.ts: transpiles it with esbuild, imports it, validates it with the site schema.
 * Returns a ResolvedConfig or throws a DiagnosticError; the only module that reads the config file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { DiagnosticError, suggestClosest, type Diagnostic } from '../diagnostics/diagnostic.js';
import { importTypeScript, type ThrownAt } from './import-module.js';
import type { ResolvedLocale, Translations } from './locales.js';
import { loadDocusaurusSidebars } from './load-sidebars.js';
import { loadVersionedFiles, type VersionedFiles } from './load-versions.js';
import { siteConfigSchema, type SiteConfig } from './schemas/site.js';
import { runSitePlugins, SitePluginError, type SitePlugins } from './site-plugins.js';

/** The validated config plus where it came from. */
export interface ResolvedConfig extends SiteConfig {
  /** Absolute directory of the config file; every relative path is resolved from here. */
  root: string;
  /** Absolute path of the config file. */
  configFile: string;
  /** The Docusaurus sidebars file the sidebars came from, when the config names none. */
  sidebarsFile?: string;
  /** The released versions of versions.json, newest first, with their sidebars (absent without versions.json). */
  versioned?: VersionedFiles[];
  /** What loading the config found that is not an error (sidebar items that could not be carried over). */
  warnings?: Diagnostic[];
  /** The locale being built and its translations (set by the pipeline's locale stage; the default locale until then). */
  locale?: ResolvedLocale;
  /** Every locale of the site, the default first (set with `locale`). */
  locales?: ResolvedLocale[];
  translations?: Translations;
  /** What the site's own Docusaurus plugins (`plugins`) gave; absent without plugins. */
  sitePlugins?: SitePlugins;
}

/** Where the config source names a package in quotes (its import), as 1-based line and column; line 1 when it does not. */
function importLocation(source: string, pkg: string): { line: number; column: number } {
  const lines = source.split('\n');
  for (const [i, text] of lines.entries()) {
    const column = Math.max(text.indexOf(`'${pkg}`), text.indexOf(`"${pkg}`));
    if (column >= 0 && /\b(from|import|require)\b/.test(text)) return { line: i + 1, column: column + 1 };
  }
  return { line: 1, column: 1 };
}

/** Finds `key` in the config source to point a diagnostic at it; falls back to line 1. */
function locateKey(source: string, pathParts: readonly PropertyKey[]): { line: number; column: number } {
  const lines = source.split('\n');
  let from = 0;
  let found = { line: 1, column: 1 };
  for (const part of pathParts) {
    if (typeof part !== 'string') continue;
    const re = new RegExp(`(^|[\\s{,])['"]?${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`);
    for (let i = from; i < lines.length; i++) {
      const m = re.exec(lines[i]!);
      if (m) {
        found = { line: i + 1, column: m.index + m[1]!.length + 1 };
        from = i;
        break;
      }
    }
  }
  return found;
}

/** Maps a zod error on the config to diagnostics with line, column and a hint. */
export function configIssuesToDiagnostics(error: z.ZodError, source: string, file: string): Diagnostic[] {
  return error.issues.flatMap((issue): Diagnostic[] => {
    const keyPath = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const shape = knownKeysAt(issue.path);
        const guess = suggestClosest(key, shape);
        return {
          severity: 'error' as const,
          code: 'config/unknown-key',
          message: `Unknown key '${[...issue.path.map(String), key].join('.')}' in the site config.`,
          hint: guess ? `Did you mean '${guess}'?` : `Known keys here: ${shape.join(', ')}.`,
          file,
          ...locateKey(source, [...issue.path, key]),
        };
      });
    }
    return [
      {
        severity: 'error',
        code: 'config/invalid',
        message: `${keyPath || 'config'}: ${issue.message}`,
        hint: 'Check the value against the documented type in the config reference (README).',
        file,
        ...locateKey(source, issue.path),
      },
    ];
  });
}

/** Keys the schema accepts at a path, for "did you mean" hints. */
function knownKeysAt(keyPath: readonly PropertyKey[]): string[] {
  // Walk the zod schema's shape; unwrap defaults/optionals/pipes on the way.
  let schema: unknown = siteConfigSchema;
  for (const part of keyPath) {
    schema = unwrap(schema);
    const shape = (schema as { shape?: Record<string, unknown> }).shape;
    if (typeof part === 'number') {
      schema = (schema as { element?: unknown }).element;
    } else if (shape && part in shape) {
      schema = shape[part as string];
    } else return [];
  }
  const shape = (unwrap(schema) as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

function unwrap(schema: unknown): unknown {
  let s = schema as { def?: { type?: string; innerType?: unknown; in?: unknown; options?: unknown[] } };
  while (s?.def && (s.def.type === 'default' || s.def.type === 'optional' || s.def.type === 'nullable' || s.def.type === 'pipe' || s.def.type === 'prefault' || s.def.type === 'union')) {
    // A union (`blog`: false, one blog or a list) names the keys of its object option.
    if (s.def.type === 'union') {
      const object = s.def.options?.map(unwrap).find((o) => (o as { shape?: unknown }).shape !== undefined);
      if (!object) break;
      s = object as typeof s;
      continue;
    }
    s = (s.def.innerType ?? s.def.in) as typeof s;
  }
  return s;
}

/** Validates a config object (already evaluated) against the schema. */
export function resolveConfig(raw: unknown, configFile: string, source = ''): ResolvedConfig {
  const root = path.dirname(configFile);
  const relative = path.basename(configFile);
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) throw new DiagnosticError(configIssuesToDiagnostics(result.error, source, relative));
  return { ...result.data, root, configFile };
}

/** Loads and validates the site config at `configFile` (default `site.config.ts` in `cwd`). */
export async function loadConfig(options: { cwd: string; configFile?: string }): Promise<ResolvedConfig> {
  const configFile = path.resolve(options.cwd, options.configFile ?? 'site.config.ts');
  const relative = path.relative(options.cwd, configFile) || configFile;
  if (!existsSync(configFile)) {
    throw new DiagnosticError([
      { severity: 'error', code: 'config/missing', message: `No site config at ${relative}.`, hint: 'Create site.config.ts exporting defineConfig({...}) or pass --config <file>.' },
    ]);
  }
  const source = readFileSync(configFile, 'utf8');
  let raw: unknown;
  try {
    raw = await importTypeScript(configFile);
  } catch (cause) {
    const err = cause as { errors?: { text: string; location?: { line: number; column: number } }[]; message?: string; code?: string };
    // A package the config imports that is not installed (a migrated site's Markdown plugins before `npm install`).
    const missing = err.code === 'ERR_MODULE_NOT_FOUND' ? /Cannot find package '([^']+)'/.exec(err.message ?? '')?.[1] : undefined;
    if (missing) {
      const at = importLocation(source, missing);
      throw new DiagnosticError(
        [
          {
            severity: 'error',
            code: 'config/missing-package',
            message: `The site config imports ${missing}, which is not installed.`,
            hint: `Install it in the site's folder: \`npm install ${missing}\` (or \`npm install\` when package.json lists it).`,
            file: relative,
            ...at,
          },
        ],
        { cause },
      );
    }
    const first = err.errors?.[0];
    const thrown = (cause as { thrownAt?: ThrownAt } | undefined)?.thrownAt;
    if (!first && cause instanceof Error) throw new DiagnosticError([configThrew(cause, thrown, configFile, relative, options.cwd)], { cause });
    throw new DiagnosticError(
      [
        {
          severity: 'error',
          code: 'config/syntax',
          message: `The site config could not be loaded: ${first?.text ?? err.message ?? String(cause)}`,
          hint: 'Fix the TypeScript error; the config must `export default defineConfig({...})`.',
          file: relative,
          line: first?.location?.line,
          column: first?.location ? first.location.column + 1 : undefined,
        },
      ],
      { cause },
    );
  }
  if (raw === undefined) {
    throw new DiagnosticError([
      { severity: 'error', code: 'config/no-default-export', message: 'The site config has no default export.', hint: 'End it with `export default defineConfig({...})`.', file: relative, line: 1, column: 1 },
    ]);
  }
  // Docusaurus's sidebars file beside the config counts when the config names no sidebars itself.
  const sidebars = hasOwnSidebars(raw) ? undefined : await loadDocusaurusSidebars(path.dirname(configFile), options.cwd);
  const withSidebars = sidebars?.sidebars ? { ...(raw as object), docs: { ...((raw as { docs?: object }).docs ?? {}), sidebars: sidebars.sidebars } } : raw;
  const resolved = resolveConfig(withSidebars, configFile, source);
  const versioning = loadVersionedFiles(path.dirname(configFile), options.cwd);
  const plugins = resolved.plugins.length ? await sitePlugins(resolved, relative) : undefined;
  const warnings = [...(sidebars?.diagnostics ?? []), ...versioning.warnings, ...(plugins?.warnings ?? [])];
  return {
    ...resolved,
    ...(plugins ? { sitePlugins: plugins, headTags: [...resolved.headTags, ...plugins.headTags], clientModules: [...resolved.clientModules, ...plugins.clientModules] } : {}),
    ...(sidebars ? { sidebarsFile: sidebars.file } : {}),
    ...(sidebars || warnings.length ? { warnings } : {}),
    ...(versioning.versions.length ? { versioned: versioning.versions } : {}),
  };
}

/**
 * What the config (or a file it imports) threw while it was loaded, at the line of the site's file that
 * threw: a circle of imports is named as one, a file outside the site by its path alone.
 */
function configThrew(cause: Error, thrown: ThrownAt | undefined, configFile: string, relative: string, cwd: string): Diagnostic {
  const back = (cause as { importedBack?: string[] }).importedBack?.map((f) => path.relative(cwd, f) || f);
  const file = thrown ? path.relative(cwd, thrown.file) || thrown.file : relative;
  const other = thrown && thrown.file !== configFile ? ` (in ${file}, which it imports)` : '';
  return {
    severity: 'error',
    code: 'config/threw',
    message: `The site config failed while it was loaded${other}: ${cause.name}: ${cause.message}`,
    hint: back?.length
      ? `${back.join(' and ')} ${back.length > 1 ? 'import' : 'imports'} the config back, a circle in which one of them runs before what it reads is made: move what both need into a file of its own that imports neither.`
      : 'The config runs when the site builds: fix the code at this line, or catch what it throws.',
    file,
    ...(thrown ? { line: thrown.line, column: thrown.column } : {}),
  };
}

/** Runs the site's plugins; a plugin that fails is an error at its file. */
async function sitePlugins(config: ResolvedConfig, relative: string): Promise<SitePlugins> {
  try {
    return await runSitePlugins(config, config.root, config.configFile);
  } catch (cause) {
    if (!(cause instanceof SitePluginError)) throw cause;
    throw new DiagnosticError([{ severity: 'error', code: 'config/plugin', message: cause.message, hint: 'Fix the plugin, or take it out of `plugins` in the site config.', file: cause.file ?? relative }], { cause });
  }
}

function hasOwnSidebars(raw: unknown): boolean {
  const docs = raw && typeof raw === 'object' ? (raw as { docs?: unknown }).docs : undefined;
  return !!docs && typeof docs === 'object' && (docs as { sidebars?: unknown }).sidebars !== undefined;
}
