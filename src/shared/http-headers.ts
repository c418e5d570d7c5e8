// Request headers the servers act on, parsed as RFC 9110 says rather than by a substring match: a client that
// writes `gzip;q=0` refuses gzip, and an If-None-Match list matches when any of its tags does.

/** Whether the client accepts a gzip body (`Accept-Encoding` with q-values; `*` covers codings not named). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of value.split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = quality(parameters);
    if (coding === 'gzip' || coding === 'x-gzip') gzip = Math.max(gzip ?? 0, q);
    else if (coding === '*') any = q;
  }
  // A coding named explicitly wins over `*`, so `gzip;q=0, *` still means no gzip.
  return (gzip ?? any ?? 0) > 0;
}

function quality(parameters: string[]): number {
  for (const parameter of parameters) {
    const match = /^q\s*=\s*([0-9.]+)$/.exec(parameter);
    if (match) {
      const q = Number(match[1]);
      // A malformed weight is not a refusal; an out-of-range one is read as the nearest valid value.
      return Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 1;
    }
  }
  return 1;
}

/**
 * Whether `If-None-Match` matches the current entity tag: `*`, or any tag of a comma-separated list, compared
 * weakly (a `W/` prefix on either side is ignored), as RFC 9110 requires for this header.
 */
export function noneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  if (value.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  // Tags are quoted and may contain commas, so they are matched as tokens rather than split on commas.
  const tags = value.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => opaque(tag) === opaque(etag));
}
