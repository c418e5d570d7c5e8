// The schema of a config or front matter key that holds a URL lendocs writes into a page or feed (safe-url.ts).
import { z } from 'zod';
import { isPathnameUrl, urlProblem, type UrlRule } from './safe-url.js';

/** A string that `rule` allows; any other is an issue at its key that says what is allowed. */
export function urlString(rule: UrlRule) {
  // A rule that wants a full URL keeps zod's URL check (the "URL" type of the config reference and JSON schema);
  // a value that check refuses is not reported twice.
  const base = rule.relative ? z.string() : z.string().url();
  return base.superRefine((value, context) => {
    if (!rule.relative && !URL.canParse(value) && !(rule.pathname && isPathnameUrl(value))) return;
    const problem = urlProblem(value, rule);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}
