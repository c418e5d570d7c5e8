// What evaluating one file's expressions may cost. MDX expressions have no loops or functions, so time follows from
// the sizes of the values they make: `[...a, ...a]` doubles a list, `a + a` a string, `a ** b` a BigInt's digits,
// and a value held twice (`[a, a]`) is written out twice. Each value is measured as it would be written out, and
// refused before it is made when it would be too large; so is the sum of what one file makes and shows.
export interface EvaluationLimits {
  /** Syntax nodes evaluated in one file. */
  steps: number;
  /** The size of one value written out in full: characters, list items and object keys, a shared part each time. */
  valueSize: number;
  /** The sizes of every value one file makes or shows, added up. */
  totalSize: number;
  /** Bits of one BigInt. */
  bigintBits: number;
  /** How deeply an expression may nest. */
  depth: number;
}

export const DEFAULT_LIMITS: Readonly<EvaluationLimits> = Object.freeze({ steps: 10_000_000, valueSize: 2_000_000, totalSize: 16_000_000, bigintBits: 10_000, depth: 500 });

/** A limit an expression would pass: it is left out. `total`: the file's budget is spent, so every later one is too. */
export class LimitExceeded extends Error {
  constructor(
    message: string,
    readonly total = false,
  ) {
    super(message);
  }
}

/** The budget of one file's evaluation (one per compiled file; nothing is shared between files). */
export class EvaluationBudget {
  readonly limits: EvaluationLimits;
  private steps = 0;
  private total = 0;
  private depth = 0;
  /** Sizes of lists and objects already measured (a value is measured once, however often it is used). */
  private readonly sizes = new WeakMap<object, number>();

  constructor(limits: Partial<EvaluationLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Whether the file's total is spent (every further expression is left out). */
  get spent(): boolean {
    return this.total > this.limits.totalSize || this.steps > this.limits.steps;
  }

  /** One syntax node evaluated, one level deeper; `leave()` when done. */
  enter(): void {
    if (++this.steps > this.limits.steps) throw new LimitExceeded(`this file's expressions take more than ${count(this.limits.steps)} steps to evaluate`, true);
    if (++this.depth > this.limits.depth) {
      this.depth--;
      throw new LimitExceeded(`it nests more than ${count(this.limits.depth)} levels deep`);
    }
  }

  leave(): void {
    this.depth--;
  }

  /** Checks a value about to be made of `size` units (sizeOf), before it is made, and counts it. */
  make(size: number, what = 'value'): void {
    this.fits(size, what);
    this.charge(size);
  }

  /** Checks the size of a value about to be made (a part of one still growing), without counting it. */
  fits(size: number, what = 'value'): void {
    if (size > this.limits.valueSize) throw new LimitExceeded(`it would make ${what === 'text' ? `a text of ${count(size)} characters` : `a ${what} of ${count(size)} items and characters written out`}, over lendocs's limit of ${count(this.limits.valueSize)}`);
  }

  /** Records the size of a list just made, as sizeOf would measure it. */
  remember(value: object, size: number): void {
    this.sizes.set(value, size);
  }

  /** Counts a value the file shows or passes on (written out once more), against the file's total. */
  charge(size: number): void {
    this.total += size;
    if (this.total > this.limits.totalSize) throw new LimitExceeded(`the values this file's expressions make add up to more than lendocs's limit of ${count(this.limits.totalSize)}`, true);
  }

  /** Refuses a BigInt of `bits` bits (`atLeast`: of no fewer, before it is computed). */
  bigint(bits: number | bigint, atLeast = false): void {
    if (bits > this.limits.bigintBits) throw new LimitExceeded(`the result would be a BigInt of ${atLeast ? 'at least ' : ''}${count(Number(bits))} bits, over lendocs's limit of ${count(this.limits.bigintBits)}`);
  }

  /**
   * A value's size written out in full, at least its length as text (`String(value)`): a string's length, a list's
   * items with theirs, an object's keys and values. A part held twice counts twice, so `[a, a]` is twice `a`.
   */
  sizeOf(value: unknown, depth = 0): number {
    if (typeof value === 'string') return value.length;
    if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'bigint') return String(value).length;
    if (typeof value !== 'object') return 16;
    const known = this.sizes.get(value);
    if (known !== undefined) return known;
    // Deep enough to stand for "too large" (a cycle would never end); what is this deep is never written out.
    if (depth > this.limits.depth) return Infinity;
    let size: number;
    if (value instanceof RegExp) size = String(value).length;
    else if (Array.isArray(value)) {
      size = value.length;
      for (let i = 0; i < value.length && size <= this.limits.valueSize; i++) size += this.sizeOf(value[i], depth + 1);
    } else {
      size = 16;
      for (const key of Object.keys(value)) {
        size += key.length + this.sizeOf((value as Record<string, unknown>)[key], depth + 1);
        if (size > this.limits.valueSize) break;
      }
    }
    this.sizes.set(value, size);
    return size;
  }
}

/** The number of bits of a BigInt's magnitude (0 for 0n). */
export function bitLength(value: bigint): number {
  if (value === 0n) return 0;
  const hex = (value < 0n ? -value : value).toString(16);
  return (hex.length - 1) * 4 + parseInt(hex[0], 16).toString(2).length;
}

const count = (n: number): string => n.toLocaleString('en-US');
