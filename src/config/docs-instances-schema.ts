// More docs instances (Docusaurus's extra docs plugins), each with its own folder, base path and sidebars, and the
// versions of each (Docusaurus's versioned docs).
import { z } from 'zod';
import { sidebarList } from './sidebar-item.js';
import { routeBasePathProblem, segmentProblem } from '../shared/base-path.js';
import { WEB_URL } from '../shared/safe-url.js';
import { urlString } from '../shared/url-schema.js';

/** A zod check that a path passes `problemOf`, in a message that says what it should be (`shape`). */
export function pathCheck(problemOf: (value: string) => string | undefined, shape: string) {
  return (value: string, context: z.RefinementCtx) => {
    const problem = problemOf(value);
    if (problem) context.addIssue({ code: 'custom', message: `${JSON.stringify(value)} is not ${shape}: ${problem}` });
  };
}

/** Docs routes under a base path: `/` (the site root) or a path such as `docs`. */
export const routeBasePath = z
  .string()
  .regex(/^\/?[^?#]*$/, { message: 'a path such as "docs" or "/"', abort: true })
  .superRefine(pathCheck(routeBasePathProblem, 'a route base path ("/", or segments such as "docs" or "/docs/v2/")'));

/** Where a docs page's source can be edited, for the main docs and each instance. */
export const editUrl = urlString(WEB_URL)
  .optional()
  .describe(
    'Where a docs page\'s source can be edited, shown as "Edit this page": the URL of the site folder in your repository (`https://github.com/org/repo/edit/main/website`), to which each page adds its folder and path (`/docs/intro.md`); or a template holding `{versionDocsDirPath}` (the folder of the page\'s version: `docs`, `versioned_docs/version-1.0`), `{docPath}` (the page\'s path in it) and `{version}` (`current` or the version\'s name), as Docusaurus passes them to an editUrl function (`https://github.com/org/repo/edit/main/{versionDocsDirPath}/{docPath}`). `lendocs migrate` writes such a template for a Docusaurus editUrl function when one gives what the function gave for every page.',
  );

/** Docusaurus's docs `onInlineTags`, for the main docs and each instance. Optional, not defaulted: fingerprints stay. */
export const docsOnInlineTags = z
  .enum(['ignore', 'log', 'warn', 'throw'])
  .optional()
  .describe("What a docs page's tag that the docs folder's `tags.yml` does not declare is (Docusaurus's `onInlineTags`, which `migrate` keeps): `warn` (the default) and `log` a warning, `ignore` nothing, `throw` an error that stops the build. The tag is kept as written. Without a `tags.yml` any tag is allowed; a tag it declares takes its label, permalink and description.");

/** A version's name as versions.json gives it (`1.2.0`), which is also a folder and URL segment. */
const versionName = z
  .string()
  .regex(/^[^/\\?#]+$/, { message: 'a version name without "/", "\\", "?" or "#"', abort: true })
  .superRefine(pathCheck(versionNameProblem, 'a version name'));

/** Why a released version's name cannot be one (it is a URL segment), or undefined. */
export function versionNameProblem(name: string): string | undefined {
  const problem = segmentProblem(name, true);
  return problem && `in a URL it would be ${problem}`;
}

/**
 * Versioned docs, as Docusaurus's docs plugin options of the same names. All optional, so a site without versions
 * resolves to the same config as before. Released versions' docs are in `versioned_docs/version-<name>/`
 * (`<id>_versioned_docs/…` for an instance) and their sidebars in `versioned_sidebars/version-<name>-sidebars.json`.
 */
export const versioning = {
  released: z.array(versionName).optional().describe('Released versions, newest first. Read from `versions.json` (`<id>_versions.json` for an instance) in the site folder when left out.'),
  lastVersion: z.string().min(1).optional().describe('The version served at the docs base path: the newest released one by default, or `current` (the docs folder itself).'),
  onlyIncludeVersions: z.array(z.string().min(1)).optional().describe('Build only these versions (`current` is the docs folder itself).'),
  includeCurrentVersion: z.boolean().optional().describe('Whether the docs folder itself is built (as "Next" at `<base>/next` once there are released versions). Default true.'),
  versions: z
    .record(
      z.string(),
      z
        .object({
          label: z.string().min(1).optional().describe('Its name in the version dropdown, badge and banner.'),
          path: z.string().superRefine(pathCheck(routeBasePathProblem, 'a path under the docs base path ("2.x", "/" or "legacy/v1")')).optional().describe('Its path under the docs base path.'),
          banner: z.enum(['none', 'unreleased', 'unmaintained']).optional().describe('The notice on its pages.'),
          badge: z.boolean().optional().describe('Whether its pages show a "Version: {label}" badge. Default: when the instance builds more than one version.'),
        })
        .strict(),
    )
    .optional()
    .describe('Per version (`current` or a released name): its label, its path under the docs base path, its banner and its badge.'),
  versionSidebars: z
    .record(z.string(), z.record(z.string(), z.array(z.unknown())))
    .optional()
    .describe('Each released version\'s sidebars; read from `versioned_sidebars/version-<name>-sidebars.json` when left out.'),
};

/** Names a docs instance cannot take: they are the logical folders of the other content (`docs/…`, `blog/…`). */
const RESERVED_INSTANCE_IDS = ['default', 'docs', 'blog', 'pages', 'static'];

/**
 * Another docs instance (a second `@docusaurus/plugin-content-docs` in Docusaurus): its own folder, base path and
 * sidebars. Doc ids are per instance, and its pages are `<id>/…` in messages and `.md` links from the site folder
 * (`/community/intro.md`) find them by their folder.
 */
const docsInstance = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'letters, digits, "-" and "_"')
      .refine((id) => !RESERVED_INSTANCE_IDS.includes(id), { message: `not one of ${RESERVED_INSTANCE_IDS.map((id) => `"${id}"`).join(', ')} (names the other content already has)` })
      .describe('The instance\'s name (Docusaurus\'s plugin `id`): letters, digits, `-` and `_`.'),
    path: z.string().min(1).describe('Its folder, relative to the site folder (`community`).'),
    routeBasePath: routeBasePath.describe('Where its docs are served (`community` → /community/intro).'),
    sidebars: z.record(z.string(), sidebarList).optional().describe('Its hand-written sidebars (the shape of the top-level `sidebars` key); without them, one from its folder tree.'),
    editUrl,
    onInlineTags: docsOnInlineTags,
    ...versioning,
  })
  .strict();

export const docsInstances = z
  .array(docsInstance)
  .optional()
  .superRefine((instances, context) => {
    const seen = new Set<string>();
    (instances ?? []).forEach((instance, index) => {
      if (seen.has(instance.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `the id "${instance.id}" is given twice; each instance needs its own` });
      seen.add(instance.id);
    });
  })
  .describe('More docs instances, each with its own folder, base path and sidebars (Docusaurus\'s extra docs plugins). Their ids are the `docsPluginId` of navbar and footer doc links.');
