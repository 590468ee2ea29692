/**
 * The tiny script inlined in <head>: applies the stored or default colour mode before first paint,
 * so there is no flash. Settings arrive as compile-time constants. No imports.
 */
declare const __DEFAULT_MODE__: 'light' | 'dark';
declare const __RESPECT_SYSTEM__: boolean;

(() => {
  const root = document.documentElement;
  root.classList.remove('no-js');
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    // Storage can be blocked; the default mode applies.
  }
  const choice = stored === 'light' || stored === 'dark' || (stored === 'system' && __RESPECT_SYSTEM__) ? stored : __RESPECT_SYSTEM__ ? 'system' : __DEFAULT_MODE__;
  let mode = choice;
  if (choice === 'system') {
    const light = window.matchMedia('(prefers-color-scheme: light)').matches;
    const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    mode = light ? 'light' : dark ? 'dark' : __DEFAULT_MODE__;
  }
  root.setAttribute('data-theme', mode);
  root.setAttribute('data-theme-choice', choice);
})();
