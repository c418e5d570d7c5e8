// What strings the heap holds, read from a heap snapshot of this thread (taking one collects the garbage first): for
// tests of what a large build keeps in memory, which no timing or memory total can tell reliably.
import { getHeapSnapshot } from 'node:v8';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** The sizes in bytes of the strings still in the heap that start with `prefix` and take more than `minBytes`. */
export async function heldStrings(prefix: string, minBytes: number): Promise<number[]> {
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: string[] = [];
    getHeapSnapshot().setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk)).on('end', () => resolve(chunks.join(''))).on('error', reject);
  });
  const snapshot = JSON.parse(text) as Snapshot;
  const { node_fields: fields, node_types: [types] } = snapshot.snapshot.meta;
  const [type, name, size] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const found: number[] = [];
  for (let at = 0; at < snapshot.nodes.length; at += fields.length) {
    const bytes = snapshot.nodes[at + size];
    if (bytes > minBytes && types[snapshot.nodes[at + type]] === 'string' && snapshot.strings[snapshot.nodes[at + name]].startsWith(prefix)) found.push(bytes);
  }
  return found;
}
