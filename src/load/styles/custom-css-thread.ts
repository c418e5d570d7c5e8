// compileCustomCss() on a thread of its own, started as soon as the config is read: serve's outline (its first page)
// needs the stylesheet only once every file is read and routed, and Sass, the site's own compiler, runs for seconds
// on a large site (2.2 s of a 17.6 s first page on the largest corpus site, on the main thread). The result is the
// same as on the main thread: the same function, with the same config entries and files.
import { startWorker } from '../../node/start-worker.js';
import type { ResolvedConfig } from '../../types.js';
import type { CustomCssWorkerData } from './custom-css-worker.js';
import { compileCustomCss, customCssConfig, isSassFile, type CompiledCustomCss } from './custom-css.js';

/** The site's customCss compiled beside the caller's work; on this thread when there is no Sass, or the thread fails. */
export function compileCustomCssOnThread(root: string, config: ResolvedConfig): Promise<CompiledCustomCss> {
  if (!config.customCss.some(isSassFile)) return compileCustomCss(root, config);
  // What compileCustomCss reads of the config (its type says all it may read); the rest need not be copied to the thread.
  const workerData: CustomCssWorkerData = { root, config: customCssConfig(config) };
  return new Promise<CompiledCustomCss>((resolve) => {
    const worker = startWorker(new URL('./custom-css-worker.js', import.meta.url), { workerData });
    let answered = false;
    worker.once('message', (compiled: CompiledCustomCss) => {
      answered = true;
      resolve(compiled);
    });
    // A thread that could not start or ended without an answer (no memory): the same work here, which says why.
    const here = () => !answered && ((answered = true), resolve(compileCustomCss(root, config)));
    worker.once('error', here);
    worker.once('exit', here);
  });
}
