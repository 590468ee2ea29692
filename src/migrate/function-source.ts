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
export async function carryFunction(fn: (...args: never[]) => unknown, samples: readonly unknown[][]): Promise<CarriedFunction> {
  // esbuild's bundle of the old config calls `require` through its `__require`; the new config has `require` itself.
  const text = Function.prototype.toString.call(fn).replace(/\b__require\(/g, 'require(');
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
