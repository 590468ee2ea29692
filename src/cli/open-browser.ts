/**
 * Opens a URL in the default browser with the platform's own opener (`open`, `start`, `xdg-open`). A
 * dependency such as `open` would add a handful of packages to every site for this one spawn. A failure
 * only prints a note: the URL is already on screen.
 */
import { spawn } from 'node:child_process';

/** The command that opens `url` on `platform`. */
export function browserCommand(url: string, platform: NodeJS.Platform = process.platform): { command: string; args: string[]; verbatim?: boolean } {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // `start` is a cmd built-in; its first quoted argument is a window title, hence the empty one.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', `"${url}"`], verbatim: true };
  return { command: 'xdg-open', args: [url] };
}

/** Starts the browser on `url` without waiting for it; `onFailure` hears why it could not. */
export function openBrowser(url: string, onFailure: (reason: string) => void): void {
  const { command, args, verbatim } = browserCommand(url);
  const child = spawn(command, args, { stdio: 'ignore', detached: true, windowsVerbatimArguments: verbatim });
  child.once('error', (error) => onFailure(`${command}: ${error.message}`));
  child.once('exit', (code) => {
    if (code) onFailure(`${command} exited with code ${code}`);
  });
  child.unref();
}
