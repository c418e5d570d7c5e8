// An MDX file read again with the values of the site's code it needs where lendocs draws them itself
// (mdx/module-values.ts): when its first reading wanted values (`<Tabs values={constants.platforms}>`), they are
// computed with the file's own module on the site's code thread, for the page's route (a value may read the docs
// version of the page it is on: `useActiveVersion()`), and the file is read again with them. Most files are read once.
import type { SiteCodeLimits } from '../../config/site-code.js';
import { compileMdx, type MdxResult, type MdxWhere } from '../mdx/jsx-walk.js';
import type { ModuleValue, WantedValues } from '../mdx/module-values.js';
import type { SiteCode, SiteCodeFailure } from './site-code.js';
import type { SiteInfo } from './site-info.js';
import type { Diagnostic } from '../../types.js';
import type { ParsedSource } from '../load-page.js';

/** Where the site's code runs, and the route path of the page the file is drawn on. */
export interface ValuesRunner {
  siteCode: SiteCode;
  site: SiteInfo;
  limits: SiteCodeLimits;
  pathname?: string;
}

/** The file read again with the values its first reading (`first`) wanted; `inputs` adds the files that computed them. */
export async function readWithValues(body: string, where: MdxWhere, first: MdxResult, run: ValuesRunner | undefined): Promise<MdxResult> {
  if (!first.wanted || !run || !where.path || !where.siteRoot) return first;
  const { values, inputs } = await computeValues(first.wanted, { ...run, module: where.path, siteRoot: where.siteRoot, props: where.props ?? {} });
  const second = compileMdx(body, { ...where, moduleValues: values });
  return { ...second, inputs: { ...second.inputs, ...inputs } };
}

/** What a page's first reading keeps to read it again (ParsedSource.readAgain): how it was read, and what it made. */
export interface ReadAgain {
  where: MdxWhere;
  first: MdxResult;
  /** The front matter's diagnostics, which the file's second reading keeps. */
  front: Diagnostic[];
}

/** A page whose first reading wanted values, read again with them: its body, components, inputs and diagnostics. */
export async function parsedWithValues(parsed: ParsedSource & { readAgain: ReadAgain }, run: ValuesRunner): Promise<ParsedSource> {
  const { where, first, front } = parsed.readAgain;
  const mdx = await readWithValues(parsed.markdown, where, first, run);
  const inputs = Object.keys(mdx.inputs).length > 0 ? mdx.inputs : undefined;
  return { ...parsed, readAgain: undefined, body: mdx.body, lineMap: mdx.lineMap, components: mdx.components.length ? mdx.components : undefined, inputs, diagnostics: [...front, ...mdx.diagnostics] };
}

async function computeValues(wanted: WantedValues, { siteCode, site, limits, pathname, module, siteRoot, props }: ValuesRunner & { module: string; siteRoot: string; props: Record<string, unknown> }): Promise<{ values: Map<string, ModuleValue>; inputs: Record<string, string> }> {
  const { requests } = wanted;
  // Without a call of the file's own, no module is made for it: the site's modules named are bundled once per build.
  const fileModule = wanted.module === undefined ? undefined : { module, source: wanted.module };
  const first = requests.find((request) => 'from' in request);
  const runs = fileModule?.module ?? (first && 'from' in first ? first.from.module : module);
  const reply = await siteCode.run({ task: { kind: 'values', requests, props, ...(fileModule ? { fileModule } : {}) }, module: runs, siteRoot, site, pathname, limits });
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
