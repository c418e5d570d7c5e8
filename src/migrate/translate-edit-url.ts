// A docs or blog `editUrl` as lendocs writes it: a web URL as it is; a path (`/edit/main/`) made a URL on the
// site's own origin, where Docusaurus's link led; a function as the template migrate found for it
// (edit-url-calls.ts). Anything else is left out with a note: the build must accept what migrate writes.
import { urlProblem, WEB_URL } from '../shared/safe-url.js';
import { EDIT_URL_FROM_FUNCTION } from './edit-url-calls.js';
import type { EditUrlOutcome } from './edit-url-template.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** How evaluate-child.ts writes a function. */
const FUNCTION = '[function]';

/** The editUrl of `options` (`what` names it in notes), or undefined with a note. `siteUrl`: the config's `url`. */
export function translateEditUrl(options: Any, what: string, siteUrl: unknown, notes: string[]): string | undefined {
  const given = options.editUrl;
  if (given === undefined || given === null || given === false) return undefined;
  if (given === FUNCTION || typeof given === 'function') {
    const outcome = options[EDIT_URL_FROM_FUNCTION] as EditUrlOutcome | undefined;
    if (outcome && 'template' in outcome) {
      notes.push(`${what}: a function, kept as the template "${outcome.template}", which gives what the function gave for each of the ${outcome.pages} page${outcome.pages === 1 ? '' : 's'} (called with the default locale).`);
      return outcome.template;
    }
    const why = outcome ? outcome.problem : 'it could not be called';
    notes.push(`${what}: a function lendocs cannot carry over (${why}); left out, so pages have no edit link. Give ${what} as a URL or a template with {versionDocsDirPath} and {docPath} if they should.`);
    return undefined;
  }
  if (typeof given !== 'string') {
    notes.push(`${what}: ${JSON.stringify(given)} is not a URL; left out.`);
    return undefined;
  }
  if (!urlProblem(given, WEB_URL)) return given;
  // A path on the site's own host: Docusaurus wrote it as the href, so the browser read it against the site.
  const origin = typeof siteUrl === 'string' && URL.canParse(siteUrl) && /^https?:$/.test(new URL(siteUrl).protocol) ? new URL(siteUrl).origin : undefined;
  if (given.startsWith('/') && !given.startsWith('//') && origin) {
    const absolute = new URL(given, origin).href;
    if (!urlProblem(absolute, WEB_URL)) {
      notes.push(`${what}: the path ${JSON.stringify(given)} is kept as ${absolute}, on the site's own host.`);
      return absolute;
    }
  }
  notes.push(`${what}: ${JSON.stringify(given)} is not a web URL (${urlProblem(given, WEB_URL)}); left out, so pages have no edit link.`);
  return undefined;
}
