/** Last-updated dates from git: one `git log` for the whole content tree, never one call per file. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Map of file path (relative to `root`, posix) -> ISO date of the newest commit touching it. Empty outside git. */
export async function readGitDates(root: string, dir: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  try {
    const { stdout: prefix } = await run('git', ['rev-parse', '--show-prefix'], { cwd: root });
    const { stdout } = await run('git', ['log', '--format=@%cI', '--name-only', '--no-renames', '--', dir], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
    let current = '';
    for (const line of stdout.split('\n')) {
      if (line.startsWith('@')) current = line.slice(1);
      else if (line) {
        const rel = prefix.trim() && line.startsWith(prefix.trim()) ? line.slice(prefix.trim().length) : line;
        if (!dates.has(rel)) dates.set(rel, current);
      }
    }
  } catch {
    // Not a git checkout, or git is missing: no dates.
  }
  return dates;
}
