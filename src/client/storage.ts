/** Web storage access that never throws: failures (blocked, absent, full) are only logged. No imports. */

type Area = 'localStorage' | 'sessionStorage';

/** Reads a key; null when absent or when storage is unavailable (the failure is logged). */
export function readStorage(key: string, area: Area = 'localStorage'): string | null {
  try {
    return window[area].getItem(key);
  } catch (error) {
    console.error(`mistdocs: could not read "${key}" from ${area}.`, error);
    return null;
  }
}

/** Writes a key (null removes it); a failure is logged and otherwise ignored. */
export function writeStorage(key: string, value: string | null, area: Area = 'localStorage'): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch (error) {
    console.error(`mistdocs: could not write "${key}" to ${area}.`, error);
  }
}
