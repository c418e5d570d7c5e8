// The files of the dev site besides pages and static files: stylesheet, scripts, sitemap, feeds, llms files, Markdown
// twins, the search index. Each entry of `Site.generated` is made again only when a change marked it stale (a full
// rebuild marks them all; a body-only save only those made from page bodies), and written only when its contents
// differ from what is on disk.
import { createHash } from 'node:crypto';
import { generatedEntrySteps, generatedPass } from '../emit/generated-files.js';
import type { GeneratedFile } from '../types.js';
import { removeStale } from './dev-files.js';
import type { DevState } from './dev-state.js';

const sha = (text: string) => createHash('sha1').update(text).digest('base64');

/**
 * `only`: make just these kinds (the stylesheet and scripts a reloaded page asks for) and remove nothing;
 * `signal`: stop between two entries and between two files (a newer save goes first; it makes them again anyway).
 */
export async function writeExtras(state: DevState, { only, signal }: { only?: GeneratedFile['kind'][]; signal?: AbortSignal } = {}): Promise<void> {
  const site = state.site;
  if (!site || !state.render) return;
  const names = new Set(site.generated.map((entry) => entry.name));
  // An entry the site no longer has (a removed page's twin) cannot be made: it is no longer stale either.
  for (const name of state.staleExtras.keys()) if (!names.has(name)) state.staleExtras.delete(name);
  // Between two steps, a rebuild waiting for a newer save goes first: the browser's reload never waits for these.
  const aborted = async () => {
    if (!signal) return false;
    await new Promise((resolve) => setImmediate(resolve));
    return signal.aborted;
  };
  const pass = generatedPass(site, state.render.assets);
  for (const entry of site.generated) {
    const change = state.staleExtras.get(entry.name);
    if (change === undefined || (only && !only.includes(entry.kind))) continue;
    const steps = generatedEntrySteps(entry, pass);
    let step = steps.next();
    for (; !step.done; step = steps.next()) if (await aborted()) return;
    const made: string[] = [];
    for (const [relative, contents] of step.value) {
      if (await aborted()) return;
      made.push(relative);
      const key = sha(contents);
      if (state.extras.get(relative) === key) continue;
      await state.writer.write(relative, contents);
      state.extras.set(relative, key);
    }
    state.extraFiles.set(entry.name, made);
    // A change made while this entry was being written leaves it stale.
    if (state.staleExtras.get(entry.name) === change) state.staleExtras.delete(entry.name);
  }
  if (only || state.staleExtras.size > 0) return;
  // Everything is written: files no entry makes any more (an old search shard, a removed page's twin) go.
  for (const name of state.extraFiles.keys()) if (!names.has(name)) state.extraFiles.delete(name);
  await removeStale(state.outDir, state.extras, new Set([...state.extraFiles.values()].flat()));
}
