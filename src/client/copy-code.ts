// Copy buttons on code blocks; they are hidden in the HTML and shown only when the clipboard can be used, in the
// page's language (the Markdown that draws them is the same in every locale).
import { text } from './strings.js';

export function startCopyButtons(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-copy-code]');
    if (!button) return;
    const code = button.parentElement?.querySelector('code')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      button.textContent = text('theme.CodeBlock.copied');
      button.setAttribute('aria-label', text('lendocs.CodeBlock.copiedAriaLabel'));
      button.dataset.copied = '';
    } catch {
      button.textContent = text('lendocs.CodeBlock.copyFailed');
    }
    setTimeout(() => {
      label(button);
      delete button.dataset.copied;
    }, 2000);
  });
}

function label(button: HTMLButtonElement): void {
  button.textContent = text('theme.CodeBlock.copy');
  button.setAttribute('aria-label', text('theme.CodeBlock.copyButtonAriaLabel'));
}

export function mountCopyButtons(): void {
  if (!navigator.clipboard) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy-code]')) {
    label(button);
    button.hidden = false;
  }
}
