// The search index's postings, gathered page by page: for each term, the pages that use it and how often. They are
// kept in flat typed arrays, not in an array per term: the bench's scale 15 has about 700,000 postings of 100,000
// terms, and an array each made the index spend most of its half second in allocation and garbage collection.

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
  /** Per term: the index of its latest posting, so a second count for the same page adds to it. */
  private latest = new Int32Array(1024);
  /** Per posting: its term, page and count. */
  private termOf = new Int32Array(4096);
  private docOf = new Int32Array(4096);
  private countOf = new Int32Array(4096);
  private length = 0;

  /** Counts `count` uses of `term` on page `doc`. Pages are added in increasing order, each page's terms together. */
  add(term: string, doc: number, count: number): void {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
      this.latest = room(this.latest, id + 1);
      this.latest[id] = -1;
    }
    const latest = this.latest[id];
    if (latest >= 0 && this.docOf[latest] === doc) {
      this.countOf[latest] += count;
      return;
    }
    const at = this.length++;
    this.termOf = room(this.termOf, this.length);
    this.docOf = room(this.docOf, this.length);
    this.countOf = room(this.countOf, this.length);
    this.termOf[at] = id;
    this.docOf[at] = doc;
    this.countOf[at] = count;
    this.latest[id] = at;
  }

  /**
   * Each term in sorted order (UTF-16 code units, as the browser compares them) with its JSON entry of a term shard:
   * `"term":[doc,count,doc,count,…]`, pages in increasing order, each page's number written as its difference from
   * the one before (the first as it is). Small numbers make the shards a quarter shorter at the bench's scale 15 and
   * half as large gzipped, so there are fewer shards and a query fetches less.
   * Given one at a time, with a pause (undefined) every few thousand terms (shared/yielding-steps.ts), so the index
   * cuts them into shards as they come and never holds every entry at once; once only: the postings are emptied as
   * their entries are made.
   */
  *sortedEntries(): Generator<[term: string, entry: string] | undefined, void, void> {
    // Postings grouped by term in one pass (a counting sort), each group keeping the pages' order.
    const starts = new Int32Array(this.terms.length + 1);
    for (let at = 0; at < this.length; at++) starts[this.termOf[at] + 1]++;
    for (let id = 0; id < this.terms.length; id++) starts[id + 1] += starts[id];
    const next = starts.slice(0, -1);
    const grouped = new Int32Array(this.length);
    for (let at = 0; at < this.length; at++) grouped[next[this.termOf[at]]++] = at;
    this.termOf = this.latest = new Int32Array(0);
    yield;
    const terms = this.terms.splice(0).sort();
    yield;
    let made = 0;
    for (const term of terms) {
      const id = this.ids.get(term)!;
      const numbers: number[] = [];
      for (let k = starts[id], previous = 0; k < starts[id + 1]; k++) {
        const doc = this.docOf[grouped[k]];
        numbers.push(doc - previous, this.countOf[grouped[k]]);
        previous = doc;
      }
      yield [term, `${JSON.stringify(term)}:[${numbers.join(',')}]`];
      if (++made % 4096 === 0) yield;
    }
    this.ids.clear();
    this.docOf = this.countOf = new Int32Array(0);
    this.length = 0;
  }
}
