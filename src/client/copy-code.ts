// Copy buttons on code blocks; they are hidden in the HTML and shown only when the clipboard can be used.
export function startCopyButtons(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-copy-code]');
    if (!button) return;
    const code = button.parentElement?.querySelector('code')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      button.textContent = 'Copied';
      button.setAttribute('aria-label', 'Copied to clipboard');
      button.dataset.copied = '';
    } catch {
      button.textContent = 'Copy failed';
    }
    setTimeout(() => {
      button.textContent = 'Copy';
      button.setAttribute('aria-label', 'Copy code to clipboard');
      delete button.dataset.copied;
    }, 2000);
  });
}

export function mountCopyButtons(): void {
  if (!navigator.clipboard) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy-code]')) button.hidden = false;
}
