// Creates a folder and its missing parents one level at a time. Node's own `mkdir(…, { recursive: true })` never
// returns on some file systems (under /proc it retries forever), so a wrong --out would hang the build instead of
// failing with a message.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

export async function makeFolder(folder: string): Promise<void> {
  const missing: string[] = [];
  for (let current = path.resolve(folder); ; ) {
    try {
      if ((await stat(current)).isDirectory()) break;
      throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${current}'`), { code: 'ENOTDIR', path: current, syscall: 'mkdir' });
    } catch (cause) {
      const parent = path.dirname(current);
      if ((cause as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) throw cause;
      missing.push(current);
      current = parent;
    }
  }
  for (const level of missing.reverse()) {
    try {
      await mkdir(level);
    } catch (cause) {
      // Made meanwhile by another process or a parallel call: what was wanted.
      if ((cause as NodeJS.ErrnoException).code !== 'EEXIST') throw cause;
    }
  }
}
