// The markup of tabs, shared by an MDX file's <Tabs> (components.ts), the tabs a component draws
// (components/stand-ins/tabs.tsx) and npm2yarn code blocks (plugins/npm2yarn.ts), so the client script and the
// styles treat them alike. Kept apart from the MDX compiler, which a site of .md files never loads.
import { escapeHtml } from '../../shared/html.js';

/** A Tabs element being read: its items as they are met, so the tab list is written when it closes. */
export interface TabsState {
  id: string;
  values?: { value: string; label?: string }[];
  defaultValue?: string;
  groupId?: string;
  queryString?: string;
  items: { value: string; label: string; id: string; selected: boolean }[];
}

/** The opening of a Tabs element once its items are known: the tab list of buttons. */
export function tablist(tabs: TabsState): string {
  const selected = Math.max(0, tabs.items.findIndex((tab) => tab.selected));
  const buttons = tabs.items
    .map(
      (tab, index) =>
        `<button type="button" role="tab" class="tabs__tab" id="${tab.id}" aria-controls="${tab.id}-panel" aria-selected="${index === selected}" data-value="${escapeHtml(tab.value)}">${escapeHtml(tab.label)}</button>`,
    )
    .join('');
  const group = tabs.groupId ? ` data-group-id="${escapeHtml(tabs.groupId)}"` : '';
  const query = tabs.queryString ? ` data-query-string="${escapeHtml(tabs.queryString)}"` : '';
  return `<div class="tabs" data-tabs${group}${query}><div role="tablist" class="tabs__list">${buttons}</div>`;
}

/** The opening of the panel of the tab `id`, which its `</div>` closes. */
export function tabPanel(id: string, value: string, className = 'tabs__panel'): string {
  return `<div role="tabpanel" class="${escapeHtml(className)}" id="${id}-panel" aria-labelledby="${id}" data-value="${escapeHtml(value)}" tabindex="0">`;
}

/** A tab's value as part of its id (`npm run` → `npm-run`): the MDX tabs' and those a component draws (stand-ins/tabs.tsx). */
export function tabSlug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
