// The `Range` request header (RFC 9110 14.2), for the one form browsers send when seeking in a video or resuming a
// download: a single byte range. Several ranges at once are answered with the whole file, which RFC 9110 allows.

export type ByteRange = { start: number; end: number };

/**
 * The range of a file of `size` bytes that `header` asks for (inclusive ends), 'unsatisfiable' when it lies wholly
 * past the end, or undefined when there is no usable range (no header, another unit, several ranges, malformed),
 * in which case the whole file is sent.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    // `bytes=-500`: the last 500 bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
