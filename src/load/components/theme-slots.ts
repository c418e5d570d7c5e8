// The components of Docusaurus's theme a site may replace in src/theme and lendocs honours, each where lendocs has the
// same part of the page: rendered once per build (theme-overrides.ts), its HTML put where lendocs's own would go.
// A wrapper draws lendocs's own part where it draws `@theme-original/X` (or its `children`, for the wrappers Root,
// MDXContent and BlogPostItem). Pure data: the site's code thread reads it too (its `@theme-original/X` stand-ins).
import type { ResolvedConfig, ThemeOverrides } from '../../types.js';

export interface ThemeSlot {
  /** The component's name under src/theme, as Docusaurus names it. */
  name: string;
  /** Where the override's HTML goes. */
  key: Exclude<keyof ThemeOverrides, 'navbarItems' | 'pages'>;
  /** What the pages show when the override cannot be drawn ("lendocs's own footer"). */
  instead: string;
  /** Drawn as a React page (it draws `@theme/Layout` itself), not as a component given props. */
  page?: boolean;
  /** It wraps what lendocs draws, given as its `children`. */
  wraps?: boolean;
  /** Its props, from the config. */
  props?: (config: ResolvedConfig) => Record<string, unknown>;
}

export const THEME_SLOTS: readonly ThemeSlot[] = [
  { name: 'Root', key: 'Root', instead: 'every page without it', wraps: true },
  { name: 'Footer', key: 'Footer', instead: "lendocs's own footer", props: (config) => ({ footer: config.footer, title: config.title }) },
  { name: 'NotFound', key: 'NotFound', instead: "lendocs's own 404 page", page: true },
  { name: 'NotFound/Content', key: 'NotFound', instead: "lendocs's own 404 page" },
  { name: 'DocItem/Footer', key: 'DocItem/Footer', instead: "lendocs's own doc footer (tags, edit link, last update)" },
  { name: 'BlogPostItem', key: 'BlogPostItem', instead: "lendocs's own blog posts", wraps: true },
  { name: 'MDXContent', key: 'MDXContent', instead: 'the content without it', wraps: true },
  { name: 'SearchBar', key: 'SearchBar', instead: "lendocs's own search button" },
];

/** The names a site's src/theme may hold that lendocs reads (its slots, and MDXComponents: mdx-registry.ts). */
export const HONOURED: ReadonlySet<string> = new Set([...THEME_SLOTS.map((slot) => slot.name), 'MDXComponents', 'NavbarItem/ComponentTypes', 'Admonition/Types']);
