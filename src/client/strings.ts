// The words the script writes, in the page's language: the page's payload (shared/client-strings.ts) when it has
// one, else lendocs's English. Read again after a client-side navigation swaps the body, and with it the payload.
import { CLIENT_STRINGS, CLIENT_STRINGS_ELEMENT, pluralForm, type ClientStringId } from '../shared/client-strings.js';
import { interpolate } from '../shared/theme-strings.js';

const parsed = new WeakMap<Element, Record<string, string>>();

function payload(): Record<string, string> {
  const element = document.getElementById(CLIENT_STRINGS_ELEMENT);
  if (!element) return {};
  let words = parsed.get(element);
  if (!words) {
    try {
      words = JSON.parse(element.textContent ?? '') as Record<string, string>;
    } catch {
      words = {};
    }
    parsed.set(element, words);
  }
  return words;
}

/** The text of `id` in the page's language, its `{name}` placeholders filled in. */
export function text(id: ClientStringId, values?: Record<string, string | number>): string {
  return interpolate(payload()[id] ?? CLIENT_STRINGS[id].en, values);
}

/** A `one|other` message's form for `count`, by the page's language's plural rules, filled in. */
export function plural(id: ClientStringId, count: number, values: Record<string, string | number>): string {
  return interpolate(pluralForm(payload()[id] ?? CLIENT_STRINGS[id].en, count, document.documentElement.lang || 'en'), { count, ...values });
}
