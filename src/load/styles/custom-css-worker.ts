// The thread that compiles the site's Sass customCss (custom-css-thread.ts): a large site's Sass takes seconds of
// CPU, which serve's outline does beside its own work rather than before its first page.
import { parentPort, workerData } from 'node:worker_threads';
import type { ResolvedConfig } from '../../types.js';
import { compileCustomCss } from './custom-css.js';

const { root, config } = workerData as { root: string; config: ResolvedConfig };
parentPort!.postMessage(await compileCustomCss(root, config));
