#!/usr/bin/env node
// React picks its production build when it is first loaded; the development build is several times slower.
process.env.NODE_ENV ??= 'production';

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
