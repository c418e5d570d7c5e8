// The search index's postings, gathered page by page: for each term, the pages that use it and how often. Each
// term's postings are the numbers its shard entry will hold (each page's distance from the one before, and its
// count), written as variable-length bytes into a chain of small blocks of one shared byte array: about 3 bytes a
// posting. Not an array per term: the bench's scale 15 has about 780,000 postings of 41,000 terms, and an array each
// made the index spend most of its half second in allocation and garbage collection. Not three numbers of 4 bytes
// each (term, page, count) either, sorted by term at the end: at 50,000 pages that was 29 million postings, half a
// GB with the sort's own arrays, the largest part of the build's memory once the page bodies were out of it.
import { Varints } from './varints.js';

/** Doubles a typed array's room when `needed` does not fit. */
function room(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const bigger = new Int32Array(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

export class Postings {
  private readonly ids = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly bytes = new Varints();
  /** Per term: its first block, where its next byte goes, and the last page written for it. */
  private first = new Int32Array(1024);
  private end = new Int32Array(1024);
  private lastDoc = new Int32Array(1024);
  /** The counts of the page being added, by term, written when the next page starts (a title adds to its body's). */
  private page = -1;
  private readonly counts = new Map<number, number>();

  /** Counts `count` uses of `term` on page `doc`. Pages are added in increasing order, each page's terms together. */
  add(term: string, doc: number, count: number): void {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
      this.first = room(this.first, id + 1);
      this.end = room(this.end, id + 1);
      this.lastDoc = room(this.lastDoc, id + 1);
      this.first[id] = this.end[id] = this.bytes.block();
      this.lastDoc[id] = 0;
    }
    if (doc !== this.page) this.writePage(doc);
    this.counts.set(id, (this.counts.get(id) ?? 0) + count);
  }

  /**
   * Each term in sorted order (UTF-16 code units, as the browser compares them) with its JSON entry of a term shard:
   * `"term":[doc,count,doc,count,…]`, pages in increasing order, each page's number written as its difference from
   * the one before (the first as it is). Small numbers make the shards a quarter shorter at the bench's scale 15 and
   * half as large gzipped, so there are fewer shards and a query fetches less.
   * Given one at a time, with a pause (undefined) every few thousand terms (shared/yielding-steps.ts), so the index
   * cuts them into shards as they come and never holds every entry at once. Once only.
   */
  *sortedEntries(): Generator<[term: string, entry: string] | undefined, void, void> {
    this.writePage(-1);
    const terms = this.terms.splice(0).sort();
    yield;
    let made = 0;
    for (const term of terms) {
      const id = this.ids.get(term)!;
      yield [term, `${JSON.stringify(term)}:[${this.bytes.read(this.first[id], this.end[id]).join(',')}]`];
      if (++made % 4096 === 0) yield;
    }
    this.ids.clear();
  }

  /** Writes the counts of the page being added, and starts page `next`. */
  private writePage(next: number): void {
    for (const [id, count] of this.counts) {
      this.end[id] = this.bytes.write(this.end[id], this.page - this.lastDoc[id]);
      this.end[id] = this.bytes.write(this.end[id], count);
      this.lastDoc[id] = this.page;
    }
    this.counts.clear();
    this.page = next;
  }
}
