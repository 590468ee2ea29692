/** Runs a long-lived CLI process (serve) for a test: waits for a line on stdout, then stops it by its pid. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningCli {
  child: ChildProcess;
  /** Everything printed so far. */
  output(): { stdout: string; stderr: string };
  /** Resolves with the first match of `pattern` on stdout; rejects if the process ends or `ms` pass first. */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpMatchArray>;
  /** Sends SIGTERM and waits for the process to end. */
  stop(): Promise<void>;
}

export function startCli(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): RunningCli {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, NO_COLOR: '1', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  const ended = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return {
    child,
    output: () => ({ stdout, stderr }),
    waitFor: (pattern, ms = 60_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`no ${pattern} on stdout after ${ms} ms; stdout: ${stdout}; stderr: ${stderr}`)), ms);
        const check = () => {
          const match = pattern.exec(stdout);
          if (match) finish(undefined, match);
        };
        const onClose = () => finish(new Error(`exited (${child.exitCode}) before printing ${pattern}; stdout: ${stdout}; stderr: ${stderr}`));
        const finish = (error?: Error, match?: RegExpMatchArray) => {
          clearTimeout(timer);
          child.stdout!.off('data', check);
          child.off('close', onClose);
          if (error) reject(error);
          else resolve(match!);
        };
        child.stdout!.on('data', check);
        child.once('close', onClose);
        check();
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await ended;
    },
  };
}
