// Docusaurus's client-redirects plugin → the config's `redirects` (its list) and `clientRedirects` (its extensions,
// and its createRedirects function: the build calls it from the Docusaurus config itself, which migrate names, since
// a function does not survive being written into YAML).
import { urlProblem, WEB_OR_PATH_URL } from '../shared/safe-url.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const REDIRECTS_PLUGIN = '@docusaurus/plugin-client-redirects';

/** How evaluate-child.ts writes a function. */
const FUNCTION = '[function]';

const isExtension = (ext: unknown): ext is string => typeof ext === 'string' && ext.length > 0 && !ext.includes('.') && !ext.includes('/') && encodeURIComponent(ext) === ext;

/** The extensions of one option, the others named in a note. */
function extensions(options: Any, key: 'fromExtensions' | 'toExtensions', notes: string[]): string[] {
  const given: unknown[] = Array.isArray(options[key]) ? options[key] : [];
  const bad = given.filter((ext) => !isExtension(ext));
  if (bad.length > 0) notes.push(`plugin ${REDIRECTS_PLUGIN}: ${key} ${bad.map((ext) => JSON.stringify(ext)).join(', ')} left out (an extension is a name without its dot, such as "html").`);
  return given.filter(isExtension);
}

/**
 * Each client-redirects plugin of `plugins` (`isRedirects` tells them), merged into one `redirects` list and one
 * `clientRedirects`. `configFile`: the Docusaurus config, relative to the site folder, which holds any createRedirects.
 */
export function translateRedirects(config: Any, plugins: unknown[], isRedirects: (entry: unknown) => boolean, configFile: string | undefined, notes: string[]): void {
  for (const entry of plugins) {
    if (!isRedirects(entry)) continue;
    const options: Any = Array.isArray(entry) && entry[1] && typeof entry[1] === 'object' ? entry[1] : {};
    if (Array.isArray(options.redirects)) {
      const redirects = (options.redirects as Any[]).flatMap((item) => {
        const from = (Array.isArray(item?.from) ? item.from : [item?.from]).filter((path: unknown) => typeof path === 'string' && path.startsWith('/'));
        const kept = typeof item?.to === 'string' && item.to && !urlProblem(item.to, WEB_OR_PATH_URL) && from.length > 0;
        if (!kept) notes.push(`plugin ${REDIRECTS_PLUGIN}: the redirect ${JSON.stringify(item)} is left out (each "from" is a path starting with "/", and "to" a path or a web URL).`);
        return kept ? [{ from: from.length === 1 ? from[0] : from, to: item.to }] : [];
      });
      config.redirects = [...(config.redirects ?? []), ...redirects];
      notes.push(`plugin ${REDIRECTS_PLUGIN}: ${redirects.length} redirect${redirects.length === 1 ? '' : 's'} kept as \`redirects\` (a page at each old URL).`);
    }
    const own: Any = {};
    for (const key of ['fromExtensions', 'toExtensions'] as const) {
      const kept = extensions(options, key, notes);
      const merged = [...new Set([...(config.clientRedirects?.[key] ?? []), ...kept])];
      if (merged.length > 0) own[key] = merged;
    }
    if (own.fromExtensions || own.toExtensions) notes.push(`plugin ${REDIRECTS_PLUGIN}: ${['fromExtensions', 'toExtensions'].filter((key) => own[key]).join(' and ')} kept as \`clientRedirects\` (a page at each page's old URL).`);
    if (options.createRedirects === FUNCTION || typeof options.createRedirects === 'function') {
      if (configFile) {
        own.createRedirects = configFile;
        notes.push(`plugin ${REDIRECTS_PLUGIN}: createRedirects is a function, so \`clientRedirects.createRedirects\` names ${configFile}: each build reads the function from it and calls it with every page's path, as Docusaurus does. Keep that file.`);
      } else {
        notes.push(`plugin ${REDIRECTS_PLUGIN}: createRedirects is a function lendocs cannot call; left out, so the URLs it made answer 404.`);
      }
    }
    if (Object.keys(own).length > 0) config.clientRedirects = { ...config.clientRedirects, ...own };
  }
}
