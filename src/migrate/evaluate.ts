// Evaluates a Docusaurus config or sidebars file for migrate (node/evaluate-module.ts), by evaluate-child.ts.
import { fileURLToPath } from 'node:url';
import { evaluateModule as evaluateIn, type Evaluated } from '../node/evaluate-module.js';

export type { Evaluated };

const CHILD = fileURLToPath(new URL('./evaluate-child.js', import.meta.url));

export function evaluateModule(file: string, timeoutMs: number): Promise<Evaluated> {
  return evaluateIn(file, timeoutMs, { child: CHILD, rerun: 'migrate', moreTime: 'with --timeout <ms>' });
}
