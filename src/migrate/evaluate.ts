// Evaluates a Docusaurus config or sidebars file for migrate (node/evaluate-module.ts), by evaluate-child.ts.
import { fileURLToPath } from 'node:url';
import { evaluateModule as evaluateIn, type Evaluated } from '../node/evaluate-module.js';
import { MAX_TIMER_MS } from '../shared/timer-limit.js';

export type { Evaluated };

const CHILD = fileURLToPath(new URL('./evaluate-child.js', import.meta.url));

export function evaluateModule(file: string, timeoutMs: number): Promise<Evaluated> {
  const more = Math.min(timeoutMs * 4, MAX_TIMER_MS);
  return evaluateIn(file, timeoutMs, { child: CHILD, rerun: 'migrate', moreTime: `with --timeout <ms> (for ${Number((more / 1000).toFixed(1))} s: lendocs migrate --timeout ${more})` });
}
