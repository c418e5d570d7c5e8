// Evaluates a site's JavaScript or TypeScript config file in a child Node process (see evaluate-child.ts).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Evaluated {
  value: unknown;
  /** Imported packages that are not installed, replaced by stand-ins. */
  missing: string[];
}

const CHILD = fileURLToPath(new URL('./evaluate-child.js', import.meta.url));

export function evaluateModule(file: string): Promise<Evaluated> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CHILD, file], { maxBuffer: 64 * 1024 * 1024, timeout: 60_000 }, (cause, stdout, stderr) => {
      if (cause) reject(new Error(`Could not evaluate ${file}: ${stderr.trim() || cause.message}`));
      else resolve(JSON.parse(stdout) as Evaluated);
    });
  });
}
