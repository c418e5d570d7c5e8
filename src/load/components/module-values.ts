// An MDX file read with the values of the site's code it needs where lendocs draws them itself (mdx/module-values.ts):
// read once; when the walk wanted values (`<Tabs values={constants.platforms}>`), they are computed with the file's
// own module on the site's code thread, and the file is read again with them. Most files are read once.
import type { SiteCodeLimits } from '../../config/site-code.js';
import { compileMdx, type MdxResult, type MdxWhere } from '../mdx/jsx-walk.js';
import { VALUE_EXPORT } from '../mdx/file-module.js';
import type { ModuleValue, WantedValues } from '../mdx/module-values.js';
import type { SiteCode, SiteCodeFailure } from './site-code.js';
import type { SiteInfo } from './site-info.js';

/** Where the site's code runs, for the files that want values of it. */
export interface ValuesRunner {
  siteCode: SiteCode;
  site: SiteInfo;
  limits: SiteCodeLimits;
}

/** The file's walk, with the values it wanted when `run` is given: `inputs` then holds the files that computed them. */
export async function compileMdxWithValues(body: string, where: MdxWhere, run: ValuesRunner | undefined): Promise<MdxResult> {
  const first = compileMdx(body, where);
  if (!first.wanted || !run || !where.path || !where.siteRoot) return first;
  const { values, inputs } = await computeValues(first.wanted, { ...run, module: where.path, siteRoot: where.siteRoot, props: where.props ?? {} });
  const second = compileMdx(body, { ...where, moduleValues: values });
  return { ...second, inputs: { ...second.inputs, ...inputs } };
}

async function computeValues(wanted: WantedValues, { siteCode, site, limits, module, siteRoot, props }: ValuesRunner & { module: string; siteRoot: string; props: Record<string, unknown> }): Promise<{ values: Map<string, ModuleValue>; inputs: Record<string, string> }> {
  const names = wanted.sources.map((_, n) => `${VALUE_EXPORT}${n}`);
  const reply = await siteCode.run({ task: { kind: 'values', names, props, fileModule: { module, source: wanted.module } }, module, siteRoot, site, limits });
  const failed: ModuleValue | undefined = reply.failure && { why: failureWhy(reply.failure) };
  const values = new Map(wanted.sources.map((source, n) => [source, failed ?? reply.value?.values?.[n] ?? { why: 'the site\'s code gave no value for it' }]));
  return { values, inputs: reply.inputs };
}

/** Why no wanted value could be computed, as the reason each is left out. */
function failureWhy(failure: SiteCodeFailure): string {
  switch (failure.type) {
    case 'component':
      return `the file's imports and exports cannot run (${failure.message.replace(/\.$/, '')})`;
    case 'threw':
      return `the file's imports and exports failed when they ran: ${failure.message.replace(/\.$/, '')}`;
    case 'stopped':
      return failure.reason === 'time' ? 'the site\'s code did not finish in its time, so lendocs stopped it' : failure.reason === 'memory' ? 'the site\'s code used more memory than it may, so lendocs stopped it' : 'the site\'s code ended the thread it ran on';
  }
}
