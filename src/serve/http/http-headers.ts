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

const DAYS = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAYS = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = `(${MONTHS.join('|')})`;
const TIME = '(\\d\\d):(\\d\\d):(\\d\\d)';
/** The three forms of an HTTP-date (RFC 9110 5.6.7): IMF-fixdate, and the obsolete RFC 850 and asctime forms. */
const IMF_FIXDATE = new RegExp(`^${DAYS}, (\\d\\d) ${MONTH} (\\d{4}) ${TIME} GMT$`);
const RFC850_DATE = new RegExp(`^${LONG_DAYS}, (\\d\\d)-${MONTH}-(\\d\\d) ${TIME} GMT$`);
const ASCTIME_DATE = new RegExp(`^${DAYS} ${MONTH} ([ \\d]\\d) ${TIME} (\\d{4})$`);

/**
 * The time (ms) an HTTP-date names, or undefined when `value` is not one: `Date.parse` would also read `3000`,
 * `2024` or `tomorrow`-like text, which a recipient must ignore. `now` places a two-digit RFC 850 year.
 */
export function parseHttpDate(value: string, now: number): number | undefined {
  let found: { day: string; month: string; year: number; time: string[] } | undefined;
  let match = IMF_FIXDATE.exec(value);
  if (match) found = { day: match[1], month: match[2], year: Number(match[3]), time: match.slice(4, 7) };
  else if ((match = RFC850_DATE.exec(value))) {
    // A two-digit year more than 50 years ahead is the last past year with those digits (RFC 9110 5.6.7).
    const thisYear = new Date(now).getUTCFullYear();
    const year = thisYear - (thisYear % 100) + Number(match[3]);
    found = { day: match[1], month: match[2], year: year > thisYear + 50 ? year - 100 : year, time: match.slice(4, 7) };
  } else if ((match = ASCTIME_DATE.exec(value))) found = { day: match[2].trim(), month: match[1], year: Number(match[6]), time: match.slice(3, 6) };
  if (!found) return undefined;
  const day = Number(found.day);
  const month = MONTHS.indexOf(found.month);
  const [hour, minute, second] = found.time.map(Number);
  // setUTCFullYear, not Date.UTC, which reads a year below 100 as 19xx.
  const date = new Date(0);
  date.setUTCFullYear(found.year, month, day);
  // No 31 February and no 25 o'clock (they would roll over into another date); a leap second (:60) is allowed.
  if (date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 60) return undefined;
  return date.getTime() + ((hour * 60 + minute) * 60 + second) * 1000;
}

/** The validators of a request and of the file it asks for, to decide whether "304 Not Modified" answers it. */
export interface ConditionalRequest {
  ifNoneMatch: string | string[] | undefined;
  ifModifiedSince: string | string[] | undefined;
  etag: string;
  lastModified: Date;
  /** The server's current time (ms), past which a date is invalid. */
  now: number;
}

/**
 * Whether a GET or HEAD is answered with 304 (RFC 9110 13.1.2, 13.1.3, 13.2.2): If-None-Match decides when it is
 * present, and If-Modified-Since is then ignored; If-Modified-Since counts only when it is a valid HTTP-date that
 * is not later than the server's current time (`3000`, `garbage` and a date in the future are ignored), and the
 * file has not changed since it, to the second.
 */
export function isNotModified(request: ConditionalRequest): boolean {
  if (request.ifNoneMatch !== undefined) return noneMatchHits(request.ifNoneMatch, request.etag);
  if (typeof request.ifModifiedSince !== 'string') return false;
  const since = parseHttpDate(request.ifModifiedSince.trim(), request.now);
  if (since === undefined || since > request.now) return false;
  return Math.floor(request.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}
