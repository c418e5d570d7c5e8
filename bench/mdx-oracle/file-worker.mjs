// One file of the oracle's comparison, on a worker thread (guarded.mjs): what MDX finds, posted as soon as it is known,
// then what lendocs finds. The thread is replaced when a file takes longer than the run's limit.
import { parentPort } from 'node:worker_threads';
import { createLendocsReader } from './lendocs.mjs';
import { oracleFeatures } from './oracle.mjs';
import { oracleFeaturesV1 } from './oracle-v1.mjs';

const read = await createLendocsReader();
parentPort.on('message', async ({ text, name, path, siteRoot, math, mdxVersion }) => {
  const oracle = mdxVersion === 1 ? await oracleFeaturesV1(text) : await oracleFeatures(text, { math });
  parentPort.postMessage({ oracle });
  if (!oracle.ok) return;
  const lendocs = await read(text, { file: name, path, siteRoot, mdxVersion });
  parentPort.postMessage({ lendocs: { features: lendocs.features, errors: lendocs.errors.map(({ line, message }) => ({ line, message })) } });
});
parentPort.postMessage({ ready: true });
