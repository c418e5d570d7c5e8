// The worker thread `lendocs build` runs the pipeline on (build-thread.ts): it builds, posting the progress and
// then the diagnostics and figures to the command's thread.
import { parentPort, workerData } from 'node:worker_threads';
import { build } from '../pipeline/build.js';
import type { BuildMessage, ThreadBuildOptions } from './build-thread.js';

const post = (message: BuildMessage) => parentPort!.postMessage(message);
const options = workerData as ThreadBuildOptions;
const result = await build({
  ...options,
  progress: {
    start: (stage) => post({ type: 'start', stage }),
    count: (done, total) => post({ type: 'count', done, total }),
    end: (stage, ms) => post({ type: 'end', stage, ms }),
  },
});
post({ type: 'result', report: { diagnostics: result.diagnostics, stats: result.stats } });
