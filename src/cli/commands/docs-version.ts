/** `mistdocs docs:version <name>`: one call to snapshotVersion, then what it wrote. */
import pc from 'picocolors';
import { snapshotVersion } from '../../content/snapshot-version.js';
import { reportFailure } from '../report.js';

export async function runDocsVersion(options: { cwd: string; configFile?: string; name: string }): Promise<number> {
  try {
    const result = await snapshotVersion(options);
    process.stdout.write(`${pc.green('✔')} Saved the current docs as version ${options.name} (${result.docs} docs):\n${result.written.map((w) => `  ${w}\n`).join('')}`);
    return 0;
  } catch (error) {
    return reportFailure(error, options.cwd);
  }
}
