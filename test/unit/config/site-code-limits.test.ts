// The time the build gives a Docusaurus config's functions in their process (sidebarItemsGenerator, createRedirects,
// the site's own plugins): 30 s, or siteCode.timeLimitSeconds when it gives more, in whole milliseconds (the
// process's timer refuses a fraction).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { configFunctionsTimeMs } from '../../../src/config/site-code.js';

test("the config's functions get 30 s, or the site's time limit when it is more, in whole milliseconds", () => {
  assert.equal(configFunctionsTimeMs({}), 30_000);
  assert.equal(configFunctionsTimeMs({ siteCode: { timeLimitSeconds: 2 } }), 30_000);
  assert.equal(configFunctionsTimeMs({ siteCode: { timeLimitSeconds: 45 } }), 45_000);
  assert.equal(configFunctionsTimeMs({ siteCode: { timeLimitSeconds: 40.0005 } }), 40_001);
});
