// Cutting the search index's entries (term shards, page fragments) into files of about a given size, entry by
// entry as they are made: a file is complete as soon as the entry after it does not fit, so a large site's index is
// written file by file and never held whole (at 50,000 pages its files are hundreds of MB).

/** Entries (already JSON) gathered into runs of about `bytes` each, wrapped in `open` and `close`. */
export class RunCutter<Label> {
  /** The label of each run's first entry, in order (a term, a page number). */
  readonly first: Label[] = [];
  private items: string[] = [];
  private size = 0;

  constructor(
    private readonly bytes: number,
    private readonly open: string,
    private readonly close: string,
  ) {}

  /**
   * Adds the next entry; the text of the run it closed, when it did. `mayCut` says whether the run may end before
   * this entry while the run is under twice the size (term shards keep a three-letter group together).
   */
  add(entry: string, label: Label, mayCut: boolean): string | undefined {
    const grown = this.size + entry.length;
    const closed = this.items.length > 0 && grown > this.bytes && (mayCut || grown > 2 * this.bytes) ? this.finish() : undefined;
    if (this.items.length === 0) this.first.push(label);
    this.items.push(entry);
    this.size += entry.length + 1;
    return closed;
  }

  /** Closes the run being gathered; its text, or undefined when it has no entry. */
  finish(): string | undefined {
    if (this.items.length === 0) return undefined;
    const text = `${this.open}${this.items.join(',')}${this.close}`;
    this.items = [];
    this.size = 0;
    return text;
  }
}
