// The thread that compiles the site's Sass customCss (custom-css-thread.ts): a large site's Sass takes seconds of
// CPU, which serve's outline does beside its own work rather than before its first page.
import { parentPort, workerData } from 'node:worker_threads';
import { compileCustomCss, type CustomCssConfig } from './custom-css.js';

/** What custom-css-thread.ts sends: the site folder and the part of the config compiling reads. */
export interface CustomCssWorkerData {
  root: string;
  config: CustomCssConfig;
}

const { root, config } = workerData as CustomCssWorkerData;
parentPort!.postMessage(await compileCustomCss(root, config));
