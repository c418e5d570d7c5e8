// Lists of whole numbers (0 and up) kept as variable-length bytes: 7 bits a byte, the lowest first, the high bit set
// on every byte of a number but its last, so a small number takes one byte. Many lists share one growing byte
// array, each a chain of BLOCK-byte blocks whose last 4 bytes say where the list goes on, so a list can grow
// without knowing its length first (the search index's postings: emit/search-postings.ts).
const BLOCK = 16;
/** Where a block's link to the next one is, from its start: the bytes before it are the list's. */
const DATA = BLOCK - 4;
/** Positions are kept in 32-bit integers. */
const LIMIT = 2 ** 31;

export class Varints {
  private data = new Uint8Array(64 * 1024);
  private view = new DataView(this.data.buffer);
  private used = 0;

  /** A new, empty list: where its first byte goes (its end, as `write` returns it). */
  block(): number {
    if (this.used + BLOCK > this.data.length) this.grow();
    const at = this.used;
    this.used += BLOCK;
    return at;
  }

  /** Appends `value` to the list whose end is `at`; the list's new end. */
  write(at: number, value: number): number {
    let rest = value;
    let end = at;
    for (;;) {
      if (end % BLOCK === DATA) end = this.link(end);
      const low = rest % 128;
      rest = Math.floor(rest / 128);
      this.data[end++] = rest > 0 ? low | 128 : low;
      if (rest === 0) return end;
    }
  }

  /** The numbers of the list from `from` (its first block) to `end`. */
  read(from: number, end: number): number[] {
    const numbers: number[] = [];
    let value = 0;
    let scale = 1;
    for (let at = from; at !== end; ) {
      if (at % BLOCK === DATA) {
        at = this.view.getInt32(at, true);
        continue;
      }
      const byte = this.data[at++];
      value += (byte & 127) * scale;
      scale *= 128;
      if (byte < 128) {
        numbers.push(value);
        value = 0;
        scale = 1;
      }
    }
    return numbers;
  }

  /** The list's block is full at `at`: a new block, linked from it; where the list goes on. */
  private link(at: number): number {
    const next = this.block();
    this.view.setInt32(at, next, true);
    return next;
  }

  private grow(): void {
    const length = this.data.length * 2;
    if (length > LIMIT) throw new Error(`The search index's postings outgrew ${LIMIT / 2 ** 20} MB: this site is too large for one index.`);
    const bigger = new Uint8Array(length);
    bigger.set(this.data);
    this.data = bigger;
    this.view = new DataView(bigger.buffer);
  }
}
