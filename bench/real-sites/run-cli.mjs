// Runs `bin/lendocs.js migrate` and `build` on one site and returns what they said as plain data: exit code,
// diagnostics (parsed from the printed form: the CLI has no machine-readable build output), migrate's notes, and
// the CPU time (user + system) of the whole process tree.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CLI = path.resolve(import.meta.dirname, '../../bin/lendocs.js');
const CONFIG = 'lendocs.config.yml';
// Beside the config this script writes, so a run that was killed still knows the config is its own.
const MARK = '.lendocs-real-sites-config';

/**
 * CPU seconds of the children this process has reaped (/proc/self/stat fields cutime and cstime), which include
 * their own reaped children (lendocs' git calls, migrate's child Node). Linux only; undefined elsewhere.
 */
function reapedChildrenCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14 here.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

function run(args, { cwd, timeoutMs }) {
  return new Promise((resolve) => {
    const before = reapedChildrenCpu();
    const started = Date.now();
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let timedOut = false;
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (cause) => (out += `lendocs: unexpected error: could not start: ${cause.message}\n`));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const after = reapedChildrenCpu();
      resolve({ code, signal, timedOut, output: out, wallSeconds: (Date.now() - started) / 1000, cpuSeconds: before === undefined || after === undefined ? undefined : after - before });
    });
  });
}

/** `error  file:line  message` / `warning  message`, each maybe followed by an indented `hint:` line. */
export function parseDiagnostics(output) {
  const diagnostics = [];
  // A message may run over several lines (an expression's source): lines after a diagnostic's head that are no
  // hint, no other head and no closing summary belong to it.
  let open = false;
  for (const line of output.split('\n')) {
    const head = /^(error|warning) {2}(.*)$/.exec(line);
    if (open && !head && line && !/^ {4}hint: |^(Build failed|Built|Nothing had changed|lendocs: )/.test(line)) {
      diagnostics[diagnostics.length - 1].message += `\n${line}`;
      continue;
    }
    open = Boolean(head);
    if (head) {
      const [, severity, rest] = head;
      // `file:line  message` (a file name may hold spaces), `file  message` (the file ends at the first two
      // spaces) or `message`.
      const withLine = /^(.+?):(\d+) {2}(.*)$/.exec(rest);
      const gap = rest.indexOf('  ');
      const file = gap > 0 && /\.\w+$|\/$/.test(rest.slice(0, gap)) ? rest.slice(0, gap) : undefined;
      if (withLine) diagnostics.push({ severity, file: withLine[1], line: Number(withLine[2]), message: withLine[3] });
      else diagnostics.push(file ? { severity, file, message: rest.slice(gap + 2) } : { severity, message: rest });
      continue;
    }
    const hint = /^ {4}hint: (.*)$/.exec(line);
    if (hint && diagnostics.length) diagnostics[diagnostics.length - 1].hint = hint[1];
    const crash = /^lendocs: (unexpected error: |stopped before finishing)?(.*)$/.exec(line);
    if (crash) diagnostics.push({ severity: 'error', message: crash[1]?.startsWith('stopped') ? line : crash[2], crash: Boolean(crash[1]) });
  }
  return diagnostics;
}

/** Migrate's "Not translated" list: one note per `  - ` line, continuation lines joined. */
function parseNotes(output) {
  const notes = [];
  for (const line of output.split('\n')) {
    if (/^ {2}- /.test(line)) notes.push(line.slice(4));
    else if (notes.length && /^ {4}/.test(line)) notes[notes.length - 1] += ` ${line.trim()}`;
  }
  return notes;
}

/** migrate then build of `site` into `outDir`; the config migrate writes is removed afterwards. */
export async function migrateAndBuild(site, outDir, { timeoutMs }) {
  const configFile = path.join(site, CONFIG);
  const markFile = path.join(site, MARK);
  const ours = !existsSync(configFile) || existsSync(markFile);
  const result = { migrate: undefined, build: undefined };
  try {
    if (ours) {
      writeFileSync(markFile, 'lendocs.config.yml here was written by bench/real-sites.mjs and is removed after its run\n');
      const migrate = await run(['migrate', site, '--force'], { cwd: site, timeoutMs });
      result.migrate = { ...summarise(migrate, site), notes: parseNotes(migrate.output).map((note) => note.replaceAll(`${site}/`, '')) };
    } else {
      result.migrate = { skipped: 'the site has its own lendocs.config.yml' };
    }
    if (!existsSync(configFile)) return result;
    const build = await run(['build', '--root', site, '--out', outDir, '--no-cache'], { cwd: path.dirname(outDir), timeoutMs });
    result.build = summarise(build, site);
    return result;
  } finally {
    if (ours) {
      rmSync(configFile, { force: true });
      rmSync(markFile, { force: true });
    }
  }
}

/** The run's figures; file names relative to the site folder, so that reports name no copy. */
function summarise(ran, site) {
  const pages = /^Built (\d[\d,]*) pages?/m.exec(ran.output);
  return {
    code: ran.code,
    signal: ran.signal,
    timedOut: ran.timedOut,
    wallSeconds: ran.wallSeconds,
    cpuSeconds: ran.cpuSeconds,
    pages: pages ? Number(pages[1].replace(/,/g, '')) : undefined,
    diagnostics: parseDiagnostics(ran.output).map((d) => ({
      ...d,
      message: d.message.replaceAll(`${site}/`, ''),
      ...(d.file && path.isAbsolute(d.file) ? { file: path.relative(site, d.file) } : {}),
    })),
    tail: ran.output.trimEnd().split('\n').slice(-3).map((line) => line.replaceAll(site, '<site>')),
  };
}
