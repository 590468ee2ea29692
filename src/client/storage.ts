/** localStorage access that never throws: failures (blocked, absent, full) are only logged. */

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.error(`mistdocs: could not read "${key}" from localStorage.`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.error(`mistdocs: could not write "${key}" to localStorage.`, error);
  }
}
