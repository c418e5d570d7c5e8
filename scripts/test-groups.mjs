// The modules scripts/run-tests.mjs hands to node --test: a group runs several test files in one process, one after
// the other, each file's tests and hooks in a suite named after the file; a file that cannot be loaded that way runs
// in a module of its own. Both kinds first note every test registered (scripts/test-ledger.mjs).
//
// A group loads each file with require() (Node 20.19 and later load an ES module so, synchronously) inside its
// suite's function. node:test gives a test() call the suite whose function is running at that moment as its parent;
// a file loaded with import() is evaluated later, from the module loader's own promise jobs, so its tests went to
// the process's root (and its after() hooks ran when the whole process ended), or were lost. require() cannot load a
// module that awaits at its top level, or imports one that does, however deep: such a file runs alone, as node --test
// would run it (awaitsAtTopLevel finds them; one it misses fails its suite, saying so).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Parser } from 'acorn';
import { ledgerPrelude } from './test-ledger.mjs';

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Whether `node` awaits outside any function (a class body's methods are functions too). */
function awaitsOutsideFunctions(node) {
  if (!node || typeof node.type !== 'string' || FUNCTIONS.has(node.type)) return false;
  if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) return true;
  return Object.values(node).some((value) => (Array.isArray(value) ? value.some(awaitsOutsideFunctions) : typeof value === 'object' && awaitsOutsideFunctions(value)));
}

const scanned = new Map();
function scan(file) {
  if (!scanned.has(file)) {
    const program = Parser.parse(readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });
    const imports = program.body.filter((node) => node.source && /^(Import|ExportAll|ExportNamed)Declaration$/.test(node.type)).map((node) => node.source.value);
    scanned.set(file, { awaits: awaitsOutsideFunctions(program), relative: imports.filter((specifier) => specifier.startsWith('.')) });
  }
  return scanned.get(file);
}

/**
 * The chain of compiled modules from `file` to one that awaits at its top level (`file` itself first), or undefined
 * when neither it nor any module it imports through relative paths does. Packages are not followed: one that awaits
 * would fail its file's suite with the message in groupModule's load().
 */
export function awaitsAtTopLevel(file, seen = new Set()) {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const { awaits, relative } = scan(file);
  if (awaits) return [file];
  for (const specifier of relative) {
    const chain = awaitsAtTopLevel(path.resolve(path.dirname(file), specifier), seen);
    if (chain) return [file, ...chain];
  }
  return undefined;
}

/**
 * The code run-tests.mjs --timing puts in each process's prelude, after the ledger's (test-ledger.mjs), writing to
 * `timing` (a JSON line per entry): each file's suite notes its CPU and wall time from its first hook to its last (so
 * not the import of its modules, which a group shares), and each process its whole CPU time when it exits. Children's
 * CPU is what Linux counts for the finished ones (/proc/self/stat), so a browser or CLI a test started is counted with
 * it. Its names are its own (timingFs): sharing one of the ledger prelude's made every group a SyntaxError.
 */
export function timingPrelude(timing) {
  return `const timingFs = require('node:fs');
const TIMING = ${JSON.stringify(timing)};
const children = () => {
  if (!timingFs.existsSync('/proc/self/stat')) return 0;
  const fields = timingFs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
};
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6 + children();
};
const note = (entry) => timingFs.appendFileSync(TIMING, JSON.stringify(entry) + '\\n');
process.on('exit', () => note({ process: process.argv[1].replace(/^.*\\/dist\\//, ''), cpu: cpu(), wall: process.uptime() }));
function timed() {
  let start;
  nodeTest.before(() => (start = { cpu: cpu(), wall: performance.now() }));
  return (file) => nodeTest.after(() => note({ file, cpu: cpu() - start.cpu, wall: (performance.now() - start.wall) / 1000 }));
}
`;
}

// After the last test, a process that something a test started keeps open (a service process, a thread) is ended,
// saying what was open: not by node --test's --test-force-exit, which exits before the report of a file's last tests
// has left the process (their results, a failure too, went missing). The timer is unref'd, so a process with nothing
// left open ends at once, and one that has something open ends long after its report has been written.
const ending = (exitAfterMs) => `nodeTest.after(() => void setTimeout(() => {
  process.stderr.write(\`The tests of \${process.argv[1]} ended ${exitAfterMs / 1000} s ago, but \${process.getActiveResourcesInfo().join(', ')} kept the process open: ended it.\\n\`);
  process.exit();
}, ${exitAfterMs}).unref());
`;

const header = (what, ledger, prelude) => `// Written by scripts/run-tests.mjs (scripts/test-groups.mjs): ${what}.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
${ledgerPrelude(ledger)}${prelude}`;

/**
 * A group module: `files` ({ path: compiled file, name: its suite's name }) in turn, each in its suite. `ledger`: the
 * file registered tests are noted in; `prelude`: code run before the first file (it may use `require` and
 * `nodeTest`); `timed`: wrap each file as run-tests.mjs --timing does (the `timed()` of timingPrelude).
 */
export function groupModule({ files, ledger, prelude = '', timed = false, exitAfterMs = 10_000 }) {
  const suites = files.map(({ path: file, name }) => {
    const load = `load(${JSON.stringify(file)});`;
    return `nodeTest.describe(${JSON.stringify(name)}, () => { ${timed ? `const done = timed(); ${load} done(${JSON.stringify(name)});` : load} });`;
  });
  return `${header(`${files.length} test files in one process`, ledger, prelude)}const load = (file) => {
  try {
    require(file);
  } catch (cause) {
    if (cause?.code !== 'ERR_REQUIRE_ASYNC_MODULE') throw cause;
    throw new Error(\`\${file} (or a module it imports) awaits at its top level, so it cannot run in a group: scripts/test-groups.mjs awaitsAtTopLevel() should have found it and run it alone.\`);
  }
};
${suites.join('\n')}
${ending(exitAfterMs)}`;
}

/** A module for one file that cannot be required (it awaits at its top level): imported at the top, as node --test would. */
export function aloneModule({ file: { path: file, name }, ledger, prelude = '', timed = false, exitAfterMs = 10_000 }) {
  const load = `await import(${JSON.stringify(pathToFileURL(file).href)});`;
  return `${header(`${name} alone, as it awaits at its top level`, ledger, prelude)}${timed ? `const done = timed();\n${load}\ndone(${JSON.stringify(name)});` : load}
${ending(exitAfterMs)}`;
}
