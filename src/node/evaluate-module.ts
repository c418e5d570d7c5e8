// Evaluates a site's JavaScript or TypeScript config file in a child Node process (config-child.ts, run by a script
// that says what to do with the value: migrate's evaluate-child.ts, the build's created-redirects-child.ts), so that
// whatever the file does cannot touch lendocs itself. The child has a time limit: a config that never returns (a
// top-level loop, a network call that hangs, a server it starts and waits on) is killed, and the message says so.
// The child runs in a process group of its own, and the whole group is killed when the value is in, when the child
// ends, at the limit, or when lendocs is stopped: a process the config started (a server, a `sleep`) goes with it,
// and lendocs does not wait past the limit for the pipes such a process holds open.
// The limit is on the group's own time (ownTimeMs), not the clock's: on a machine busy with other work, a config
// that bundles a large import graph or runs a tool may wait for a processor most of the time it takes.
// The child runs in the config's folder, as Docusaurus runs from its site folder: a config or plugin that reads
// `./static/x.svg` or `path.join(process.cwd(), 'data')` finds it there, whatever folder lendocs was started in.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { MAX_TIMER_MS } from '../shared/timer-limit.js';
import { groupTimes, type GroupTimes } from './thread-wait.js';

export interface Evaluated {
  value: unknown;
  /** Imported packages that are not installed, replaced by stand-ins. */
  missing: string[];
}

export interface EvaluateOptions {
  /** The child's script (a file beside the caller's module, so that it is found in the bundle too). */
  child: string;
  /** Written to the child's stdin, for what it does with the value; stdin is empty otherwise. */
  input?: string;
  /** What the reader runs again once the file is fixed ("migrate", "the build"), for the messages. */
  rerun: string;
  /** How to allow more time, for the message at the time limit. */
  moreTime: string;
  /** What the child was doing when the time ran out, read from what it wrote on stderr (undefined: not known). */
  lastStep?: (stderr: string) => string | undefined;
}

/** The line evaluate-child.ts writes: a value, or why there is none. A string: a line that was not JSON. */
type Message = Evaluated | { error: string; kind: 'threw' | 'missing-import' | 'unsettled' | 'exited' } | string;

/** Process groups are POSIX; on Windows only the child itself can be killed. */
const OWN_GROUP = process.platform !== 'win32';

/** Signals that end lendocs while it waits: the child's group goes first, then lendocs ends as the signal asks. */
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/**
 * SIGKILL to the child's group: a busy loop never runs a SIGTERM handler the config may have installed. The group
 * outlives its leader, so this also reaches what the child started after the child itself has ended.
 */
function killGroup(child: ChildProcess): void {
  try {
    if (OWN_GROUP && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  } catch {
    // Nothing left in the group.
  }
}

/** The error for a line that says why there is no value, or undefined for a value. */
function messageError(message: Message, file: string, rerun: string): Error | undefined {
  const name = path.basename(file);
  if (typeof message === 'string') return new Error(`${file} was evaluated, but its value could not be read back (it was not valid JSON). Check what ${name} exports: an object, or a function or promise that gives one.`);
  if (!('error' in message)) return undefined;
  if (message.kind === 'missing-import') return new Error(`${file} could not be evaluated: ${message.error.replace('the command', rerun)}`);
  if (message.kind === 'threw') return new Error(`${file} failed while lendocs evaluated it: ${message.error}\nFix the error in ${name}, then run ${rerun} again.`);
  const check =
    message.kind === 'unsettled'
      ? `Check ${name} (and the files it imports) for a promise that is never resolved or rejected, such as an await on a request that never answers.`
      : `Remove the process.exit() call from ${name}: Docusaurus reads the value the file exports.`;
  return new Error(`${file} was evaluated, but its value could not be read back: ${message.error}. ${check}`);
}

/**
 * How much of the limit the child's group has used after `clockMs` of the clock: the clock less the time its
 * processes waited, ready to run, for a processor that other work had, but never less than the processor time they
 * had (processes that ran side by side, each waiting, must not cancel out a loop that never ends). A wait for the
 * network, a timer or a server counts, as the clock does: a config that hangs there is stopped. Without the kernel's
 * figures (elsewhere than Linux), the clock's time.
 */
export function ownTimeMs(clockMs: number, times: GroupTimes | undefined): number {
  if (!times) return clockMs;
  return Math.max(clockMs - times.waitedMs, times.ranMs);
}

/** The clock's time since `started`, and how much of the limit the child's group has used in it. */
function timeUsed(child: ChildProcess, started: number): { clockMs: number; usedMs: number } {
  const clockMs = performance.now() - started;
  return { clockMs, usedMs: OWN_GROUP && child.pid !== undefined ? ownTimeMs(clockMs, groupTimes(child.pid)) : clockMs };
}

const timedOut = (file: string, timeoutMs: number, clockMs: number, moreTime: string, step: string | undefined) => {
  const name = path.basename(file);
  const busy = clockMs > timeoutMs * 1.05 ? ` of its own time (${seconds(clockMs)} by the clock: the rest it waited for a processor other work had)` : '';
  return new Error(
    `${file} did not finish evaluating within ${seconds(timeoutMs)}${busy}, so lendocs stopped it${step ? ` while it ran ${step}` : ''}. ` +
      `Check ${name} (and the files it imports) for a loop at the top level, a network call, or a server or timer it starts and waits on. ` +
      `If it is only slow, allow more time ${moreTime}.`,
  );
};

/** The child ended without its line: it crashed, or something other than lendocs killed it. */
function failedWithoutValue(file: string, code: number | null | undefined, stderr: Buffer[], rerun: string): Error {
  const errors = Buffer.concat(stderr).toString('utf8').trim();
  const how = code === null ? 'Node was killed by a signal' : `Node exited with code ${code}`;
  return new Error(`${file} failed while lendocs evaluated it: ${errors || how}\nFix the error in ${path.basename(file)}, then run ${rerun} again.`);
}

export function evaluateModule(file: string, timeoutMs: number, { child: script, input, rerun, moreTime, lastStep }: EvaluateOptions): Promise<Evaluated> {
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_TIMER_MS) throw new RangeError(`timeout ${timeoutMs}: expected a whole number of milliseconds from 1 to ${MAX_TIMER_MS}`);
  // The bundled copy sits beside the file so that its imports resolve from the site's node_modules. The parent
  // names it, so that it can remove it even when the child had to be killed.
  const temp = path.join(path.dirname(path.resolve(file)), `.lendocs-evaluate-${process.pid}-${path.basename(file).replace(/\W+/g, '-')}.mjs`);
  return new Promise((resolve, reject) => {
    // --enable-source-maps: an error's stack points at the user's file and line, not at the bundled copy.
    // The value comes back on fd 3; what the config prints on stdout is dropped.
    const child = spawn(process.execPath, ['--enable-source-maps', script, path.resolve(file), temp], { cwd: path.dirname(temp), stdio: [input === undefined ? 'ignore' : 'pipe', 'ignore', 'pipe', 'pipe'], detached: OWN_GROUP });
    // A child that ends before reading all of it must not stop lendocs with EPIPE.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(input);
    const lines = child.stdio[3] as Readable;
    const received: Buffer[] = [];
    /** The child's one line, once it is all in. */
    let message: Message | undefined;
    const stderr: Buffer[] = [];
    /** The child's exit code once it has ended (null when a signal ended it). */
    let exit: { code: number | null } | undefined;
    let settled = false;

    const stopGroup = () => killGroup(child);
    const onSignal = (signal: NodeJS.Signals) => {
      finish(new Error(`Stopped by ${signal}.`));
      process.kill(process.pid, signal);
    };
    const finish = (error: Error | undefined, value?: Evaluated) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopGroup();
      for (const signal of SIGNALS) process.off(signal, onSignal);
      process.off('exit', stopGroup);
      rmSync(temp, { force: true });
      // A process that left the group (one the config started in a session of its own) may still hold the pipes:
      // lendocs does not wait for it.
      lines.destroy();
      child.stderr!.destroy();
      child.unref();
      if (error) reject(error);
      else resolve(value!);
    };
    const settleWith = (line: Message) => finish(messageError(line, file, rerun), line as Evaluated);

    for (const signal of SIGNALS) process.once(signal, onSignal);
    process.once('exit', stopGroup);
    lines.on('data', (chunk: Buffer) => {
      if (message !== undefined) return;
      received.push(chunk);
      // JSON escapes the newlines inside strings, so the first newline byte ends the line.
      if (!chunk.includes(0x0a)) return;
      const all = Buffer.concat(received);
      const line = all.subarray(0, all.indexOf(0x0a)).toString('utf8');
      try {
        message = JSON.parse(line) as Message;
      } catch {
        message = line;
      }
      // The line is all lendocs needs: what the config started goes now, and 'close' below comes once it is gone.
      stopGroup();
    });
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (cause) => finish(new Error(`Could not start Node to evaluate ${file}: ${cause.message}`)));
    child.on('exit', (code) => {
      exit = { code };
      stopGroup();
    });
    // Every pipe is closed, so every process that held one has ended, and all that was written is read.
    child.on('close', () => (message !== undefined ? settleWith(message) : finish(failedWithoutValue(file, exit?.code, stderr, rerun))));
    // At the limit, a line that came in time still counts, even if a process that left the group holds the pipes;
    // the group's own time is looked at only when the clock reaches the limit, and what it waited is given again.
    const started = performance.now(), atLimit = () => {
      if (message !== undefined || exit) return message !== undefined ? settleWith(message) : finish(failedWithoutValue(file, exit!.code, stderr, rerun));
      const { clockMs, usedMs } = timeUsed(child, started);
      if (usedMs < timeoutMs) timer = setTimeout(atLimit, Math.max(timeoutMs - usedMs, 10));
      else finish(timedOut(file, timeoutMs, clockMs, moreTime, lastStep?.(Buffer.concat(stderr).toString('utf8'))));
    };
    let timer = setTimeout(atLimit, timeoutMs);
  });
}
