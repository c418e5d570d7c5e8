#!/usr/bin/env node
import module from 'node:module';

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

// Node 22.8 and later keep V8's compiled code of the modules lendocs loads in a cache folder, so the next run skips
// compiling them (a quarter of a small site's build is loading modules). The folder is Node's own, in the OS's
// temporary folder (or NODE_COMPILE_CACHE's), never the site's. The worker threads lendocs starts read the same
// folder from the environment. Older Node has no such cache: nothing happens there.
const compileCache = module.enableCompileCache?.();
if (compileCache?.directory) process.env.NODE_COMPILE_CACHE ??= compileCache.directory;

// The bundled command line (scripts/bundle-cli.mjs): it starts in about half the time of dist/src's files.
const { runCli } = await import('../dist/bundle/cli.js');
process.exitCode = await runCli(process.argv);
finished = true;
