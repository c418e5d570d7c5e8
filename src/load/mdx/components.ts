// The components Docusaurus gives every MDX file, drawn as lendocs' own HTML (the client script and styles know it):
//   Tabs / TabItem (values, defaultValue, default, groupId, queryString), Admonition, details (or Details) / summary, Link,
//   Heading, TOCInline (filled from the page's headings after rendering: markdown.ts), DocCardList.
// CodeBlock is read whole by the walk (jsx-walk.ts), since its children are code, not Markdown.
// Every other capitalised name is unknown: a warning, and its children are still shown.
import { DOC_CARD_LIST_MARKER, escapeHtml } from '../../shared/html.js';
import { htmlAttributes, htmlElement } from './html.js';
import { isPathnameUrl } from '../../shared/safe-url.js';
import { pathnameLinkAttributes } from '../../shared/base-url.js';
import { tabPanel, tabSlug, type TabsState } from './tabs-markup.js';
import { PAGE_HEAD_CLOSE, PAGE_HEAD_OPEN } from '../../shared/page-head.js';
import { CHECKED_MDX_LINK } from './markers.js';


/** What an opening tag becomes: HTML, or a Markdown line of its own (an admonition fence). */
export type Opened = { html: string; close: string; markdownLine?: undefined } | { markdownLine: string; close: string; closeLine: string; html?: undefined };

export interface ComponentContext {
  /** The innermost Tabs being read, for a TabItem. */
  tabs?: TabsState;
  /** Makes the state of a new Tabs element (numbered per file). */
  newTabs(): TabsState;
  /** Called for a component lendocs does not know. */
  unknown(name: string): void;
}

export const TABS_PLACEHOLDER = '\uE004';

const str = (value: unknown): string | undefined => (value === undefined || value === null || typeof value === 'object' ? undefined : String(value));

/** The HTML (or Markdown line) of an opening tag, and what closes it. `inline`: inside a paragraph. */
export function openComponent(name: string, props: Record<string, unknown>, context: ComponentContext & { inline: boolean; state?: { tabs?: TabsState } }): Opened {
  const { class: _class, className, ...rest } = props;
  const classes = (extra: string) => [extra, str(className)].filter(Boolean).join(' ');
  switch (name) {
    case 'Tabs': {
      const tabs = context.newTabs();
      tabs.values = Array.isArray(props.values) ? (props.values as TabsState['values']) : undefined;
      tabs.defaultValue = str(props.defaultValue);
      tabs.groupId = str(props.groupId);
      tabs.queryString = props.queryString === true ? tabs.groupId : str(props.queryString);
      if (context.state) context.state.tabs = tabs;
      // The tab list is known only at </Tabs>: a placeholder holds its place (emit.ts replaces it).
      return { html: `${TABS_PLACEHOLDER}${tabs.id}${TABS_PLACEHOLDER}`, close: '</div>' };
    }
    case 'TabItem': {
      const { id, value } = tabItem(context.tabs, props);
      return {
        html: tabPanel(id, value, classes('tabs__panel')),
        close: '</div>',
      };
    }
    case 'Admonition': {
      const type = (str(props.type) ?? 'note').toLowerCase();
      const title = str(props.title);
      if (context.inline) return { html: `<div class="admonition admonition-${escapeHtml(type)}">`, close: '</div>' };
      return { markdownLine: `:::${type}${title ? `[${title}]` : ''}`, close: '', closeLine: ':::' };
    }
    case 'details':
    case 'Details': // in Docusaurus's MDXComponents map, so every MDX file has it
      return { html: `<details class="${classes('details')}"${htmlAttributes(rest)}>`, close: '</details>' };
    case 'Link': {
      // Docusaurus's Link takes `data-noBrokenLinkCheck` for itself: it is not drawn.
      const { to, href, 'data-noBrokenLinkCheck': noCheck, ...others } = rest;
      const written = str(to) ?? str(href) ?? '#';
      // `pathname:///x`: the path, opened as Docusaurus's Link opens a URL with a scheme (shared/base-url.ts).
      if (isPathnameUrl(written)) return { html: `<a${htmlAttributes({ ...pathnameLinkAttributes(written, str(others.target)), className, ...others })}>`, close: '</a>' };
      // Docusaurus's Link collects its URL for the broken-link check unless the prop says not to (any truthy value)
      // or the link opens elsewhere than in the page (a `target` but `_self`: drawn as a plain <a>).
      const target = str(others.target);
      const checked = !noCheck && (!target || target === '_self') && (str(to) ?? str(href)) !== undefined;
      return { html: `<a ${checked ? `${CHECKED_MDX_LINK} ` : ''}href="${escapeHtml(written)}"${htmlAttributes({ className, ...others })}>`, close: '</a>' };
    }
    case 'Heading': {
      const { as, ...others } = props;
      const tag = /^h[1-6]$/.test(String(as)) ? String(as) : 'h2';
      return asOpened(htmlElement(tag, others));
    }
    case 'TOCInline': {
      const min = Number(props.minHeadingLevel ?? 2);
      const max = Number(props.maxHeadingLevel ?? 3);
      // `toc={toc.slice(a, b)}` (emit.ts): those of the page's headings, as the TOC Docusaurus gives the component.
      const slice = typeof props.tocSlice === 'string' ? ` data-toc-slice="${escapeHtml(props.tocSlice)}"` : '';
      return { html: `<div class="toc-inline" data-toc-inline="${min}-${max}"${slice}></div>`, close: '' };
    }
    case 'Head':
      // In Docusaurus's MDXComponents map (so every MDX file has it), as `@docusaurus/Head`: its children go to the
      // page's <head> (and <html>, <body> attributes), taken out of the body when the page is loaded (shared/page-head.ts).
      return { html: PAGE_HEAD_OPEN, close: PAGE_HEAD_CLOSE };
    case 'DocCardList':
      // The cards of the page's sidebar category, filled in when the page is drawn (src/render/doc-cards.ts).
      return { html: DOC_CARD_LIST_MARKER, close: '' };
    default:
      if (/^[a-z]/.test(name)) return asOpened(htmlElement(name, props));
      context.unknown(name);
      return context.inline
        ? { html: `<span class="mdx-component" data-component="${escapeHtml(name)}">`, close: '</span>' }
        : { html: `<div class="mdx-component" data-component="${escapeHtml(name)}">`, close: '</div>' };
  }
}

/**
 * A tab of `tabs` (the Tabs being read) from the props of its child: a TabItem, or a component of the site's written
 * there (`<Tabs><MyTab value="a" label="A">`), whose props Docusaurus's Tabs reads alike for its tab list.
 */
export function tabItem(tabs: TabsState | undefined, props: Record<string, unknown>): { id: string; value: string } {
  const index = tabs?.items.length ?? 0;
  const value = str(props.value) ?? str(props.label) ?? String(index + 1);
  const label = str(props.label) ?? tabs?.values?.find((v) => String(v.value) === value)?.label ?? value;
  const id = `${tabs?.id ?? 'tabs'}-${tabSlug(value) || index + 1}`;
  tabs?.items.push({ value, label: String(label), id, selected: props.default === true || (tabs.defaultValue !== undefined && tabs.defaultValue === value) });
  return { id, value };
}

const asOpened = ({ open, close }: { open: string; close: string }): Opened => ({ html: open, close });
