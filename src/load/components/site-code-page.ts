// The site's code as one page (or a theme override, or the MDXComponents map) runs it: every job of the page
// shares the page's time (config `siteCode.timeLimitSeconds`), and a job lendocs stopped is told the same way
// wherever it happened.
import path from 'node:path';
import type { SiteCodeLimits } from '../../config/site-code.js';
import { themeFolders } from '../../node/theme-folders.js';
import type { SiteCode, SiteCodeFailure, SiteCodeTask, SiteCodeReply } from './site-code.js';
import type { SiteInfo } from './site-info.js';
import type { PageData } from './page-data.js';

export interface PageSiteCode {
  /** Draws with `module`'s default export, within what is left of the page's time. */
  run(module: string, task: SiteCodeTask): Promise<SiteCodeReply>;
  /** The message and hint for a job lendocs stopped; `subject` names what was drawn. */
  stopped(failure: Extract<SiteCodeFailure, { type: 'stopped' }>, subject: string): { message: string; hint: string };
  /** A module as messages name it: from the site folder (`src/components/Box.jsx`). */
  named(module: string): string;
  /** The theme package (config `siteCode.themes`) whose theme folder `module` lies in, as the config names it; undefined for none. */
  themePackage(module: string): string | undefined;
}

/**
 * `pathname`: the route path of the page, when the code draws one (`useLocation()`); `page`: its doc's or post's data;
 * `docItem`: its docs instance's docItemComponent file, which the page's components are drawn inside (doc-item.ts).
 */
export function pageSiteCode(siteCode: SiteCode, { siteRoot, site, limits, pathname, page, docItem }: { siteRoot: string; site: SiteInfo; limits: SiteCodeLimits; pathname?: string; page?: PageData; docItem?: string }): PageSiteCode {
  let spentMs = 0;
  return {
    async run(module, task) {
      const reply = await siteCode.run({ task, module, siteRoot, site, pathname, page, ...(docItem ? { docItem } : {}), limits: { ...limits, timeMs: limits.timeMs - spentMs } });
      spentMs += reply.ms;
      return reply;
    },
    stopped: (failure, subject) => stoppedText(failure, subject, limits),
    named: (module) => (path.isAbsolute(module) ? path.relative(siteRoot, module).split(path.sep).join('/') : module),
    themePackage: (module) => (site.themes && path.isAbsolute(module) ? themeFolders(site.themes, siteRoot).find(({ folder }) => folder && module.startsWith(folder + path.sep))?.entry : undefined),
  };
}

function stoppedText(failure: Extract<SiteCodeFailure, { type: 'stopped' }>, subject: string, limits: SiteCodeLimits): { message: string; hint: string } {
  const { why, hint } = whyStopped(failure, limits);
  // A module stopped once is not run again in the same build: its other uses fail at once, rather than each wait.
  const message = failure.earlier ? `${subject} ${why} earlier in this build, so lendocs stopped it and did not run it again here.` : `${subject} ${why}, so lendocs stopped it.`;
  return { message, hint };
}

function whyStopped(failure: Extract<SiteCodeFailure, { type: 'stopped' }>, limits: SiteCodeLimits): { why: string; hint: string } {
  switch (failure.reason) {
    case 'time': {
      const seconds = `${Number((limits.timeMs / 1000).toFixed(3))} s`;
      return {
        why: `did not finish in ${seconds}`,
        hint: `Look for a loop that never ends, or work that grows without bound. The site's code may run for ${seconds} per page; siteCode.timeLimitSeconds in the config sets it.`,
      };
    }
    case 'memory':
      return {
        why: `used more than ${limits.memoryMb} MB of memory`,
        hint: `Look for data that grows without end (an array filled in a loop). The site's code may use ${limits.memoryMb} MB; siteCode.memoryLimitMb in the config sets it.`,
      };
    case 'exit':
      return {
        why: `${failure.exitCode === undefined ? 'ended the thread it ran on' : `called process.exit(${failure.exitCode})`} while it was drawn`,
        hint: 'Site code must not end the process: throw an Error instead (lendocs reports it), or remove the call.',
      };
  }
}
