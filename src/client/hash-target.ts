// The element a `#fragment` names. A fragment that is not valid percent-encoding (`#100%`) is looked up as written
// instead of throwing "URI malformed", which would stop a navigation half-way.
export function elementForHash(hash: string): HTMLElement | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // keep the fragment as written
  }
  return document.getElementById(id) ?? document.getElementById(raw);
}
