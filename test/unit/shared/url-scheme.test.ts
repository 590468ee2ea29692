/** Which addresses name their own scheme or host: such links are kept as written, never base-prefixed or checked as routes. */
import { describe, expect, it } from 'vitest';
import { hasScheme, isExternalAddress } from '../../../src/shared/url-scheme.js';
import isInternalUrl, { hasProtocol } from '../../../src/client-api/docusaurus/is-internal-url.js';

const SCHEMES = ['https://example.com/a', 'HTTP://EXAMPLE.COM', 'mailto:me@example.com', 'data:image/png;base64,AAAA', 'tel:+31123', 'pathname:///file.pdf', 'git+ssh://host/repo', 'C:\\x\\y.png'];
const SITE_PATHS = ['/docs', '/docs/a#b', '#x', '?q=1', 'docs/a.md', './a.md', '../img/a.png', '', '1http://x', '-x:y', 'docs/a:b'];

describe('hasScheme', () => {
  it('is true for an address starting with a scheme, a Windows-looking drive letter among them', () => {
    for (const url of SCHEMES) expect(hasScheme(url), url).toBe(true);
  });

  it('is false for a protocol-relative address, a route, an anchor, a query and a relative path', () => {
    expect(hasScheme('//cdn.example.com/x.js')).toBe(false);
    for (const url of SITE_PATHS) expect(hasScheme(url), url).toBe(false);
  });
});

describe('isExternalAddress', () => {
  it('is true for a scheme and for a protocol-relative address', () => {
    for (const url of [...SCHEMES, '//cdn.example.com/x.js']) expect(isExternalAddress(url), url).toBe(true);
  });

  it('is false for routes, anchors, queries and relative paths', () => {
    for (const url of SITE_PATHS) expect(isExternalAddress(url), url).toBe(false);
  });
});

describe("the client's isInternalUrl", () => {
  it('agrees with the build: internal exactly when not an external address', () => {
    for (const url of [...SCHEMES, '//cdn.example.com', ...SITE_PATHS]) {
      expect(hasProtocol(url), url).toBe(isExternalAddress(url));
      expect(isInternalUrl(url), url).toBe(!isExternalAddress(url));
    }
    expect(isInternalUrl(undefined)).toBe(false);
  });
});
