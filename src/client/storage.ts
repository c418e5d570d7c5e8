// localStorage that never throws: when access fails (privacy modes, sandboxed frames) a warning is logged once
// and storage behaves as empty.
let warned = false;

function warnOnce(cause: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('lendocs: localStorage is unavailable; preferences will not be saved.', cause);
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (cause) {
    warnOnce(cause);
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (cause) {
    warnOnce(cause);
  }
}
