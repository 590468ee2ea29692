/** A folder mounted for the length of a test (a read-only bind, a full tmpfs); the machine's tests run as root. */
import { execFileSync } from 'node:child_process';

/** Runs `body` with `target` mounted as given (`mount <args> <target>`), unmounting after. */
export async function withMount(args: string[], target: string, body: () => Promise<void>): Promise<void> {
  execFileSync('mount', [...args, target]);
  try {
    await body();
  } finally {
    execFileSync('umount', ['-l', target]);
  }
}
