/** Keyed loads made once, their promise shared by every caller; a failed load is forgotten, so the next call tries again. No imports. */

export interface LoadOnce<T> {
  get(key: string): Promise<T>;
  /** Drops a key's load, so the next `get` loads it afresh. */
  forget(key: string): void;
}

export function loadOnce<T>(load: (key: string) => Promise<T>): LoadOnce<T> {
  const cache = new Map<string, Promise<T>>();
  return {
    forget: (key) => void cache.delete(key),
    get(key) {
      let pending = cache.get(key);
      if (!pending) {
        pending = load(key);
        cache.set(key, pending);
        pending.catch(() => cache.delete(key));
      }
      return pending;
    },
  };
}
