// More docs instances (Docusaurus's extra docs plugins): each with its own folder, base path and sidebars.
import { z } from 'zod';
import { sidebarItem } from './sidebar-item.js';

/** Docs routes under a base path: `/` (the site root) or a path such as `docs`. */
export const routeBasePath = z.string().regex(/^\/?[^?#]*$/, 'a path such as "docs" or "/"');

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
    sidebars: z.record(z.string(), z.array(sidebarItem)).optional().describe('Its hand-written sidebars (the shape of the top-level `sidebars` key); without them, one from its folder tree.'),
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
