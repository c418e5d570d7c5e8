// The oracle's comparison of one file at a time on a worker thread, under a time limit, so that a corpus run always
// finishes: a file that MDX or lendocs takes longer than `limitMs` on is reported as timed out (with the side that
// did not finish), and the thread is replaced for the next file. A development script's limit: the files it names
// are what to look at (a slow grammar, a quadratic scan), not a result to compare.
import { Worker } from 'node:worker_threads';

export function createGuardedComparer({ limitMs }) {
  let worker;
  let ready;
  let current;
  const start = () => {
    worker = new Worker(new URL('./file-worker.mjs', import.meta.url));
    ready = new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', () => resolve());
    });
    worker.on('message', (message) => current?.onMessage(message));
    worker.on('error', (error) => current?.fail(error));
  };
  start();
  return {
    /**
     * `{ oracle, lendocs }`; `{ oracle }` when MDX refuses the file; `{ timedOut: 'oracle' | 'lendocs', oracle? }`;
     * `{ crashed, oracle? }` when the thread stopped on an uncaught error (it is replaced too).
     */
    async compare(job) {
      await ready;
      return new Promise((resolve) => {
        let oracle;
        const timer = setTimeout(() => {
          current = undefined;
          void worker.terminate();
          start();
          resolve({ timedOut: oracle ? 'lendocs' : 'oracle', oracle });
        }, limitMs);
        const done = (value) => {
          clearTimeout(timer);
          current = undefined;
          resolve(value);
        };
        current = {
          onMessage(message) {
            if (message.oracle) {
              oracle = message.oracle;
              if (!oracle.ok) done({ oracle });
            } else if (message.lendocs) done({ oracle, lendocs: message.lendocs });
          },
          fail(error) {
            start();
            done({ crashed: String(error?.message ?? error), oracle });
          },
        };
        worker.postMessage(job);
      });
    },
    close: () => worker.terminate(),
  };
}
