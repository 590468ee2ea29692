/**
 * Functions of a Docusaurus config carried into site.config.ts as source: a function's text as an
 * expression, checked to run on its own (a function that uses names from the rest of the config cannot
 * be moved by itself), and the config module written with such functions in place. Pure but for
 * compiling the function's text with `new Function`; no fs.
 */

/** A function's source as an expression, or why it cannot be carried. */
export type CarriedFunction = { source: string; run: (...args: unknown[]) => unknown } | { problem: string };

const CODE_MARK = '\u0000mistdocs-code:';

/**
 * The source of `fn` as an expression that works alone: a method written in shorthand
 * (`createRedirects(path) { ... }`) becomes a function expression. `samples` are calls to try: a
 * ReferenceError from one (thrown, or rejecting its promise) means the function needs names defined beside it in the old config.
 */
export async function carryFunction(fn: (...args: never[]) => unknown, samples: readonly unknown[][], bundle?: string): Promise<CarriedFunction> {
  // esbuild's bundle of the old config calls `require` through its `__require`; the new config has `require` itself.
  const own = Function.prototype.toString.call(fn).replace(/\b__require\(/g, 'require(');
  const text = bundle ? withPackagesRequired(own, bundle) : own;
  if (/\{\s*\[native code\]\s*\}$/.test(text)) return { problem: 'it is a built-in or bound function, whose source is not available' };
  const candidates = [text, `function ${text}`, text.replace(/^async\s+/, 'async function ')];
  for (const source of candidates) {
    let run: (...args: unknown[]) => unknown;
    try {
      run = new Function(`"use strict"; return (${source});`)() as (...args: unknown[]) => unknown;
    } catch {
      continue;
    }
    if (typeof run !== 'function') continue;
    for (const args of samples) {
      try {
        // An async function's ReferenceError comes with its promise.
        await run(...args);
      } catch (error) {
        if (error instanceof ReferenceError) return { problem: `it uses names defined elsewhere in the config (${error.message})` };
        // Any other error is the function's own behaviour with a made-up argument.
      }
    }
    return { source, run };
  }
  return { problem: 'its source could not be read back as a function' };
}

/** A placeholder for code in a value written by `writeConfigModule`. */
export function code(source: string): string {
  return `${CODE_MARK}${source}`;
}

/**
 * `export default defineConfig({...})` with the value as JSON, each `code()` placeholder as its source;
 * `imports` are import lines the code needs (the site's Markdown plugins).
 */
export function configModuleText(value: unknown, comment: string, imports: readonly string[] = []): string {
  const json = JSON.stringify(value, null, 2).replace(/"\\u0000mistdocs-code:((?:[^"\\]|\\.)*)"/g, (_, escaped: string) => JSON.parse(`"${escaped}"`) as string);
  return `import { defineConfig } from 'mistdocs';\n${imports.map((line) => `${line}\n`).join('')}\n// ${comment}\nexport default defineConfig(${json});\n`;
}

/**
 * A function's source with the packages it uses through the old config's imports (`import tailwindcss
 * from 'tailwindcss'` at the top, used inside) required where it uses them (`require("tailwindcss")`),
 * so it runs on its own: read from esbuild's bundle of the config, where an installed package stays an
 * import and one that is not installed is a stand-in module named after it.
 */
export function withPackagesRequired(source: string, bundle: string): string {
  const names = new Map<string, string>();
  // Stand-ins: `var import_x = __toESM(require_x())`, and `var require_x = __commonJS({ "mistdocs-stand-in:pkg"`.
  const standIns = new Map<string, string>();
  for (const m of bundle.matchAll(/var (require_[\w$]+) = __commonJS\(\{\s*"mistdocs-stand-in:([^"]+)"/g)) standIns.set(m[1]!, m[2]!);
  for (const m of bundle.matchAll(/var (import_[\w$]+) = __toESM\((require_[\w$]+)\(\)/g)) if (standIns.has(m[2]!)) names.set(m[1]!, `require(${JSON.stringify(standIns.get(m[2]!))})`);
  let out = source;
  for (const [binding, call] of names) out = replaceName(replaceName(out, `${binding}.default`, call), binding, call);
  // A `require()` at the top of a CommonJS config: `var name = __require("pkg")`.
  // (or through the config's own `createRequire`, which esbuild may have renamed `require2`).
  for (const m of bundle.matchAll(/^\s*(?:var|let|const) ([\w$]+) = (?:__require|require\d*)\("([^"./][^"]*)"\);$/gm)) names.set(m[1]!, `require(${JSON.stringify(m[2]!)})`);
  for (const [binding, call] of names) if (!out.includes(call)) out = replaceName(out, binding, call);
  // Installed packages: `import name from "pkg"`, `import * as name from "pkg"`, `import { a as b } from "pkg"`.
  const imported = new Map<string, string>();
  for (const m of bundle.matchAll(/^import (?:\* as )?([\w$]+) from "([^"]+)";$/gm)) imported.set(m[1]!, `require(${JSON.stringify(m[2]!)})`);
  for (const m of bundle.matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)) {
    for (const part of m[1]!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name) imported.set((alias ?? name).trim(), `require(${JSON.stringify(m[2]!)})${name === 'default' ? '' : `.${name}`}`);
    }
  }
  for (const [binding, call] of imported) out = replaceName(out, binding, call);
  return out;
}

/**
 * `source` with each use of the name `name` (a binding, or `binding.default`) replaced, outside string
 * literals, template literals and comments: a plugin named "docusaurus-tailwindcss" keeps its name when
 * the binding `tailwindcss` is replaced. Not a property (`x.name`) nor a key (`name:`).
 */
function replaceName(source: string, name: string, replacement: string): string {
  const escaped = name.replace(/[$.]/g, (c) => `\\${c}`);
  const pattern = new RegExp(`("(?:[^"\\\\\\n]|\\\\.)*"|'(?:[^'\\\\\\n]|\\\\.)*'|\`(?:[^\`\\\\]|\\\\.)*\`|//[^\\n]*|/\\*[\\s\\S]*?\\*/)|(?<![\\w$.])${escaped}(?![\\w$:])`, 'g');
  return source.replace(pattern, (match, skipped: string | undefined) => skipped ?? replacement);
}
