// Docusaurus's blog `feedOptions` → lendocs' `blog.feed`, with Docusaurus's default types written out (RSS and Atom),
// since lendocs's own are every feed; and its `onInlineTags`.
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Sets `blog.onInlineTags` and `blog.feed` from Docusaurus's blog options. */
export function translateTagsAndFeeds(blogOptions: Any, blog: Any, notes: string[]): void {
  if (['ignore', 'log', 'warn', 'throw'].includes(blogOptions.onInlineTags)) blog.onInlineTags = blogOptions.onInlineTags;
  else if (blogOptions.onInlineTags !== undefined) notes.push(`blog.onInlineTags ${JSON.stringify(blogOptions.onInlineTags)}: not one of ignore, log, warn, throw; left out (a warning, Docusaurus's default).`);
  blog.feed = translateFeedOptions(blogOptions.feedOptions ?? {}, notes);
}

const TYPES = ['rss', 'atom', 'json'];

function translateFeedOptions(options: Any, notes: string[]): Any {
  const feed: Any = { types: feedTypes(options.type, notes) };
  for (const key of ['title', 'description', 'copyright'] as const) {
    if (typeof options[key] === 'string' && options[key] !== '') feed[key] = options[key];
  }
  // Docusaurus's limit: a number (20 when not set), or false / null for every post.
  const limit = options.limit === undefined ? 20 : options.limit;
  if (Number.isInteger(limit) && limit >= 1) feed.limit = limit;
  else if (limit === false || limit === null) feed.limit = false;
  else notes.push(`blog.feedOptions.limit ${JSON.stringify(limit)}: not a whole number from 1; left out, so the feeds hold the newest 20 posts.`);
  if (options.xslt) notes.push('blog.feedOptions.xslt: not carried over; the feeds are written without a stylesheet.');
  if (options.createFeedItems !== undefined) notes.push('blog.feedOptions.createFeedItems: not run; the feeds hold the posts as they are.');
  if (options.language !== undefined) notes.push(`blog.feedOptions.language ${JSON.stringify(options.language)}: not carried over; the feeds say "en".`);
  return feed;
}

/** Docusaurus's `type`: one of rss, atom, json or all, a list of them, or null for no feed (default rss and atom). */
function feedTypes(type: unknown, notes: string[]): string[] {
  if (type === undefined) return ['rss', 'atom'];
  if (type === null) return [];
  if (type === 'all') return [...TYPES];
  const given = Array.isArray(type) ? type : [type];
  const kept = TYPES.filter((name) => given.includes(name));
  const unknown = given.filter((name) => !TYPES.includes(name as string));
  if (unknown.length > 0) notes.push(`blog.feedOptions.type ${JSON.stringify(unknown)}: not a feed type (rss, atom, json, all); left out.`);
  return kept;
}
