#!/usr/bin/env node
// React picks its production build when it is first loaded; the development build is several times slower.
process.env.NODE_ENV ??= 'production';
const { runCli } = await import('../dist/src/cli.js');

process.exitCode = await runCli(process.argv);
