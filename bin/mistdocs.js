#!/usr/bin/env node
// The CLI runs from dist/, which a git checkout only has once compiled: say how to get it instead of a stack trace.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/src/cli/index.js', import.meta.url);
if (existsSync(cli)) {
  // React's server renderer is many times slower in development mode; the CLI always renders for production.
  process.env.NODE_ENV ??= 'production';
  const { main } = await import(cli.href);
  process.exitCode = await main(process.argv);
} else {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  // `npm install` compiles too (the prepare script), and is what a checkout without node_modules needs first.
  const command = existsSync(new URL('../node_modules', import.meta.url)) ? 'npm run compile' : 'npm install';
  process.stderr.write(`mistdocs: the compiled CLI is missing (dist/ not built); run \`${command}\` in ${root} to build it.\n`);
  process.exitCode = 1;
}
