#!/usr/bin/env node
import { setFlagsFromString } from 'node:v8';

// React picks its production build when it is first loaded; the development build is several times slower.
process.env.NODE_ENV ??= 'production';

// After each full collection, a heap may grow to 1.3 times what it kept before the next one (every thread: it is a
// process-wide V8 setting). V8's own factor reaches 4 on a machine with much memory, and a build allocates fast and
// briefly: at the bench's scale 15 the main thread held 150 MB of garbage at its peak. With this and the workers'
// young generations (src/shared/worker-memory.ts), the peak is about 100 MB lower, for about 10 % more CPU time
// (bench/RESULTS.md, "Peak memory").
setFlagsFromString('--heap-growing-percent=30');

// Last line of defence: if the command's work ever stops with nothing left to wait for (a promise that can no
// longer settle), Node would exit silently with code 13. Say what happened instead.
let finished = false;
process.on('beforeExit', () => {
  if (finished) return;
  process.stderr.write('lendocs: stopped before finishing: a task was left waiting for something that can no longer happen.\n' +
    'This is a bug in lendocs. Run again with --debug, and report the command and its output.\n');
  process.exit(70);
});

// The bundled command line (scripts/bundle-cli.mjs): it starts in about half the time of dist/src's files.
const { runCli } = await import('../dist/bundle/cli.js');
process.exitCode = await runCli(process.argv);
finished = true;
