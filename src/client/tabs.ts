// Tabs from MDX (<Tabs>/<TabItem>): without JavaScript every panel shows; with it, one at a time. Tab sets that
// share a groupId switch together and remember the choice (localStorage `docusaurus.tab.<groupId>`, as Docusaurus).
import { readStorage, writeStorage } from './storage.js';

function select(tabs: HTMLElement, value: string, focus = false): void {
  for (const tab of tabs.querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    if (on && focus) tab.focus();
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')) panel.hidden = panel.dataset.value !== value;
}

function choose(tabs: HTMLElement, value: string, focus = false): void {
  const group = tabs.dataset.groupId;
  if (!group) return select(tabs, value, focus);
  writeStorage(`docusaurus.tab.${group}`, value);
  for (const other of document.querySelectorAll<HTMLElement>(`[data-tabs][data-group-id="${CSS.escape(group)}"]`)) {
    if (other.querySelector(`[role="tab"][data-value="${CSS.escape(value)}"]`)) select(other, value, focus && other === tabs);
  }
}

export function mountTabs(): void {
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const buttons = [...tabs.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const stored = tabs.dataset.groupId ? readStorage(`docusaurus.tab.${tabs.dataset.groupId}`) : null;
    const initial = buttons.find((b) => b.dataset.value === stored) ?? buttons.find((b) => b.getAttribute('aria-selected') === 'true') ?? buttons[0];
    if (initial) select(tabs, initial.dataset.value!);
  }
}

export function startTabs(): void {
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[data-tabs] [role="tab"]');
    if (tab) choose(tab.closest<HTMLElement>('[data-tabs]')!, tab.dataset.value!);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest?.<HTMLButtonElement>('[data-tabs] [role="tab"]');
    if (!tab || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const buttons = [...tab.parentElement!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = buttons.indexOf(tab);
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    event.preventDefault();
    choose(tab.closest<HTMLElement>('[data-tabs]')!, buttons[next].dataset.value!, true);
  });
}
