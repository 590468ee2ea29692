#!/usr/bin/env node
import { main } from '../dist/src/cli/index.js';
process.exitCode = await main(process.argv);
