// Evaluates a site's JavaScript or TypeScript config file in a child Node process (see evaluate-child.ts), so that
// whatever the file does cannot touch lendocs itself. The child has a time limit: a config that never returns (a
// top-level loop, a network call that hangs, a server it starts and waits on) is killed, and the message says so.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

export interface Evaluated {
  value: unknown;
  /** Imported packages that are not installed, replaced by stand-ins. */
  missing: string[];
}

const CHILD = fileURLToPath(new URL('./evaluate-child.js', import.meta.url));

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

export function evaluateModule(file: string, timeoutMs: number): Promise<Evaluated> {
  // The bundled copy sits beside the file so that its imports resolve from the site's node_modules. The parent
  // names it, so that it can remove it even when the child had to be killed.
  const temp = path.join(path.dirname(file), `.lendocs-migrate-${process.pid}-${path.basename(file).replace(/\W+/g, '-')}.mjs`);
  const name = path.basename(file);
  return new Promise((resolve, reject) => {
    // --enable-source-maps: an error's stack points at the user's file and line, not at the bundled copy.
    // The value comes back on fd 3; what the config prints on stdout is dropped.
    const child = spawn(process.execPath, ['--enable-source-maps', CHILD, file, temp], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
    let timedOut = false;
    // SIGKILL: a busy loop never runs a SIGTERM handler the config may have installed.
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    const finish = (error: Error | undefined, value?: Evaluated) => {
      clearTimeout(timer);
      rmSync(temp, { force: true });
      if (error) reject(error);
      else resolve(value!);
    };
    child.on('error', (cause) => finish(new Error(`Could not start Node to evaluate ${file}: ${cause.message}`)));
    child.on('close', (code) => {
      const errors = Buffer.concat(stderr).toString('utf8').trim();
      if (timedOut) {
        finish(
          new Error(
            `${file} did not finish evaluating within ${seconds(timeoutMs)}, so lendocs stopped it. ` +
              `Check ${name} (and the files it imports) for a loop at the top level, a network call, or a server or timer it starts and waits on. ` +
              `If it is only slow, allow more time with --timeout <ms>.`,
          ),
        );
      } else if (code === 13) {
        finish(new Error(`${file} never finished evaluating: a top-level await waits for something that never happens. Check the awaits at the top level of ${name}.`));
      } else if (code !== 0) {
        finish(new Error(`${file} failed while lendocs evaluated it: ${errors || `Node exited with code ${code}`}\nFix the error in ${name}, then run migrate again.`));
      } else {
        try {
          finish(undefined, JSON.parse(Buffer.concat(stdout).toString('utf8')) as Evaluated);
        } catch {
          finish(new Error(`${file} was evaluated, but its value could not be read back. ${errors}`.trim()));
        }
      }
    });
  });
}
