#!/usr/bin/env node
// React's server renderer is many times slower in development mode; the CLI always renders for production.
process.env.NODE_ENV ??= 'production';
const { main } = await import('../dist/src/cli/index.js');
process.exitCode = await main(process.argv);
