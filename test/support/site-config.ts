// The smallest config of a test site: what every fixture site and config test starts from.
export const BASE_CONFIG = `product: { name: Acme, slug: acme }
title: Acme Docs
tagline: Test site
url: https://example.test
`;
