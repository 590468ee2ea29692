import { defineConfig } from 'vitest/config';

export default defineConfig({
  // React runs in production mode in tests (as in the CLI), so compile JSX for the production runtime.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    env: { NODE_ENV: 'production', NO_COLOR: '1' },
  },
});
