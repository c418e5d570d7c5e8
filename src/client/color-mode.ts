// Colour mode: light ↔ dark, or system → light → dark → system when the site respects the OS preference.
// localStorage `theme` holds only light or dark; "system" removes the key (reference-behaviours.md).
import { readStorage, writeStorage } from './storage.js';
import { STORAGE_KEYS } from '../shared/storage-keys.js';
import { text } from './strings.js';

type Choice = 'light' | 'dark' | 'system';

const root = document.documentElement;
const media = window.matchMedia('(prefers-color-scheme: dark)');

function respectsSystem(): boolean {
  return root.dataset.respectPrefersColorScheme === 'true';
}

function currentChoice(): Choice {
  const stored = readStorage(STORAGE_KEYS.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  return respectsSystem() ? 'system' : ((root.dataset.defaultMode as Choice) ?? 'dark');
}

function apply(choice: Choice): void {
  const mode = choice === 'system' ? (media.matches ? 'dark' : 'light') : choice;
  root.setAttribute('data-theme', mode);
  root.setAttribute('data-theme-choice', choice);
  const label = text('theme.colorToggle.ariaLabel', { mode: text(`theme.colorToggle.ariaLabel.mode.${choice}` as const) });
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]')) {
    button.setAttribute('aria-label', label);
    button.title = label;
  }
}

function next(choice: Choice): Choice {
  if (!respectsSystem()) return choice === 'dark' ? 'light' : 'dark';
  return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
}

export function mountColorMode(): void {
  // The head script already chose (it also honours ?docusaurus-theme=); keep its choice and label the toggle.
  const chosen = root.getAttribute('data-theme-choice');
  apply(chosen === 'light' || chosen === 'dark' || chosen === 'system' ? chosen : currentChoice());
}

export function startColorMode(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-color-mode-toggle]');
    if (!button) return;
    const choice = next(currentChoice());
    writeStorage(STORAGE_KEYS.theme, choice === 'system' ? null : choice);
    apply(choice);
  });
  media.addEventListener('change', () => {
    if (currentChoice() === 'system') apply('system');
  });
  // Other tabs follow.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.theme || event.key === null) apply(currentChoice());
  });
}
