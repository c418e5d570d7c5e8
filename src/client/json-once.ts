// The sidebar's shared files, each fetched once per page load and kept: named by their contents, they never change.
const files = new Map<string, Promise<unknown>>();

/** The JSON at `src`, fetched on first use; a failed fetch is forgotten, so the next use tries again. */
export function jsonOnce<T>(src: string): Promise<T> {
  let file = files.get(src);
  if (!file) {
    file = fetch(src).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${src}: HTTP ${response.status}`))));
    file.catch(() => files.delete(src));
    files.set(src, file);
  }
  return file as Promise<T>;
}
