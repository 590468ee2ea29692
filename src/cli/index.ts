/** The CLI: argv -> typed options -> one library call -> exit code. Never calls process.exit itself. */
import { writeSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { removeTemporary, stoppedBy } from '../config/site-modules.js';
import { readPackageInfo } from '../package-info.js';

// Each command's module is imported when it runs: a build should not load the migration or the dev server.
export async function main(argv: string[]): Promise<number> {
  const program = new Command('mistdocs')
    .description('Start, build, serve and check a mistdocs documentation site.')
    .version(readPackageInfo().version)
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
  let result: Promise<number> = Promise.resolve(0);
  program
    .command('init')
    .description('Write a starter site into a new or empty folder (default: the current folder).')
    .argument('[dir]', 'folder for the new site', '.')
    .option('--title <title>', 'site title (default: made from the folder name)')
    .option('--force', 'write into a folder that is not empty, replacing files with the same names')
    .option('--dependency <spec>', 'mistdocs dependency for package.json (default: this version); a tarball path or git URL works too')
    .action((dir: string, opts: { title?: string; force?: boolean; dependency?: string }) => {
      result = import('./commands/init.js').then(({ runInit }) => runInit({ cwd: process.cwd(), dir, title: opts.title, force: opts.force === true, dependency: opts.dependency }));
    });
  program
    .command('migrate')
    .description('Turn a Docusaurus site into a mistdocs site: site.config.ts, docs, static files and Markdown pages.')
    .argument('<docusaurus-site>', 'folder that holds docusaurus.config.js')
    .option('--out <dir>', 'folder for the mistdocs site (default: <docusaurus-site>-mistdocs)')
    .option('--dependency <spec>', 'mistdocs dependency for package.json (default: this version); a tarball path or git URL works too')
    .action((siteDir: string, opts: { out?: string; dependency?: string }) => {
      result = import('./commands/migrate.js').then(({ runMigrate }) => runMigrate({ cwd: process.cwd(), siteDir, outDir: opts.out, dependency: opts.dependency }));
    });
  program
    .command('build')
    .description('Build the site into the output folder.')
    .option('--config <file>', 'site config file', 'site.config.ts')
    .option('--out <dir>', 'output folder (default: the config outDir, build/)')
    .option('--no-cache', 'render every page again instead of reusing Markdown cached by earlier runs')
    .option('--json', 'print one JSON summary (pages, files, bytes, stage times, diagnostics) and nothing else on stdout')
    .option('--locale <name>', 'build only this locale, into its folder of the output (default: every locale of i18n.locales)')
    .option('--force', 'replace the output folder even when it holds files no earlier build made')
    .action((opts: { config: string; out?: string; cache: boolean; json?: boolean; locale?: string; force?: boolean }) => {
      result = import('./commands/build.js').then(({ runBuild }) => runBuild({ cwd: process.cwd(), configFile: opts.config, outDir: opts.out, persistentCache: opts.cache, json: opts.json === true, locale: opts.locale, force: opts.force === true }));
    });
  program
    .command('serve')
    .description('Serve the built site (default http://localhost:3000).')
    .option('--config <file>', 'site config file', 'site.config.ts')
    .option('--out <dir>', 'folder to serve (default: the config outDir)')
    .option('--port <port>', 'port to listen on (0 picks a free one)', parsePort, 3000)
    .option('--host <host>', 'address to listen on', 'localhost')
    .option('--watch', 'rebuild on changes and reload open pages')
    .option('--open', 'open the served site in the default browser')
    .option('--locale <name>', 'with --watch: the locale to build and serve (default: the default locale)')
    .option('--force', 'with --watch: replace the output folder even when it holds files no earlier build made')
    .action((opts: { config: string; out?: string; port: number; host: string; watch?: boolean; open?: boolean; locale?: string; force?: boolean }) => {
      result = import('./commands/serve.js').then(({ runServe }) => runServe({ cwd: process.cwd(), configFile: opts.config, outDir: opts.out, port: opts.port, host: opts.host, watch: opts.watch === true, open: opts.open === true, locale: opts.locale, force: opts.force === true }));
    });
  program
    .command('check')
    .description('Check every page and internal link without writing anything; exits non-zero on errors.')
    .option('--config <file>', 'site config file', 'site.config.ts')
    .option('--json', 'print the result as JSON (for machines)')
    .option('--no-cache', 'render every page again instead of reusing Markdown cached by earlier runs')
    .option('--locale <name>', 'check only this locale (default: every locale)')
    .action((opts: { config: string; json?: boolean; cache: boolean; locale?: string }) => {
      result = import('./commands/check.js').then(({ runCheck }) => runCheck({ cwd: process.cwd(), configFile: opts.config, json: opts.json === true, persistentCache: opts.cache, locale: opts.locale }));
    });
  program
    .command('docs:version')
    .description('Save the current docs and sidebars as a released version (versioned_docs/, versioned_sidebars/, versions.json).')
    .argument('<name>', 'the version name, such as 2.0')
    .option('--config <file>', 'site config file', 'site.config.ts')
    .action((name: string, opts: { config: string }) => {
      result = import('./commands/docs-version.js').then(({ runDocsVersion }) => runDocsVersion({ cwd: process.cwd(), configFile: opts.config, name }));
    });
  // A site's code that ends the process before the command is done (process.exit(0) in the config, or a
  // config that awaits forever, after which Node ends with exit code 13) is named, and the exit is a failure.
  const stopped = stoppedEarly(process.cwd());
  process.on('exit', stopped);
  try {
    await program.parseAsync(argv);
    return await result;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    throw error;
  } finally {
    process.off('exit', stopped);
  }
}

/** The 'exit' listener while a command run from `cwd` runs: says which file stopped it, and makes the exit code 1. */
const stoppedEarly = (cwd: string) => (code: number): void => {
  const by = stoppedBy();
  const file = by ? path.relative(cwd, by.file) || by.file : undefined;
  const where = file ? `${file}${by?.line ? `:${by.line}:${by.column}` : ''}` : undefined;
  const message = !by
    ? `error The command was ended before it finished (exit code ${code}), by code it ran; nothing was written.`
    : by.waiting
      ? `${where} error It never finished loading: it waits for something that never comes (a promise that is never settled), and Node ended the command.`
      : `${where} error It ended the command before it finished: it called process.exit(${code}).`;
  const hint = by?.waiting ? 'A config or module may await at its top only what settles: a file read, an import.' : 'Code in a site\'s config or modules must not call process.exit(); throw an Error to stop the build with a message.';
  writeSync(2, `${message}\n  hint: ${hint}\n`);
  removeTemporary();
  process.exitCode = 1;
};

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('Use a whole number from 0 to 65535.');
  return port;
}
