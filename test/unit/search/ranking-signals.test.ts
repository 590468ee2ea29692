import { describe, expect, it } from 'vitest';
import { buildIndex, isDatedLog, type SearchIndexOptions, type SearchPageInput } from '../../../src/search/build-index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { hitOf, sectionText } from '../../../src/search/index-format.js';
import { shippedIndex } from '../../helpers/shipped-index.js';

const options: SearchIndexOptions = { k1: 1.2, b: 0.75, fieldWeights: { title: 10, heading: 5, body: 1, code: 0.5 } };

/** A page of one intro section and some more sections, each of its own words. */
function page(title: string, url: string, intro: string, more: [string, string][] = [], extra: Partial<SearchPageInput> = {}): SearchPageInput {
  return {
    title,
    url,
    breadcrumb: [],
    sections: [{ id: '', heading: '', text: intro, code: '' }, ...more.map(([heading, text]) => ({ id: heading.toLowerCase().replace(/\W+/g, '-'), heading, text, code: '' }))],
    ...extra,
  };
}

/** The URLs a query lists, best first, from the whole index and from the shipped files read in pieces (which must agree). */
async function ranked(pages: SearchPageInput[], query: string): Promise<string[]> {
  const entry = buildIndex(pages, options);
  const whole = createSearchEngine(entry)
    .search(query, 8)
    .ranked.map((r) => hitOf(entry, r.section)!.u);
  const shipped = shippedIndex(pages, options);
  const pieces = await shipped.run((e) => e.search(query, 8).ranked.map((r) => hitOf(shipped.data, r.section)?.u));
  expect(pieces).toEqual(whole);
  return whole;
}

describe('what the site says about a page', () => {
  it('ranks the page whose tags name the query above pages whose text mentions it more often, and keeps the tags out of its snippet', async () => {
    const policies = page('Cross-domain policy files', '/policies', 'Browsers rely on CORS headers; the policy files serve older plugins.', [], { topics: 'http cors security' });
    const script = page('Player script', '/player-js', 'The response carries CORS headers. CORS lets any origin load it.', [['Caching', 'Cached for a minute.']]);
    const info = page('Stream information', '/info', 'JSON with CORS headers for every origin.');
    expect((await ranked([script, info, policies], 'cors'))[0]).toBe('/policies');
    const entry = buildIndex([policies], options);
    expect(sectionText(entry, 0)).toBe('Browsers rely on CORS headers; the policy files serve older plugins.');
  });

  it('ranks the page whose description names the query above one whose text mentions it more often', async () => {
    const source = page('Building from source', '/source', 'Compile the server yourself. The image can be built with docker or podman; podman builds run rootless.');
    const description = 'Install as a container using Docker, Podman and others.';
    const body = 'Official images are published for several architectures.';
    const container = (lead: boolean): SearchPageInput => ({
      ...page('Container', '/container', ''),
      sections: [lead ? { id: '', heading: '', text: body, code: '', lead: description } : { id: '', heading: '', text: `${description} ${body}`, code: '' }],
    });
    expect((await ranked([source, container(true)], 'podman'))[0]).toBe('/container');
    // The same words as plain text: the page that says 'podman' twice comes first.
    expect((await ranked([source, container(false)], 'podman'))[0]).toBe('/source');
  });

  it('finds a page by the sidebar category it is filed under, above a page that mentions the word in passing', async () => {
    const pages = [
      page('Kodi', '/clients/kodi', 'Play your library in Kodi.', [['Remote access', 'Kodi reaches the server over the network; networking problems show as timeouts.']], { breadcrumb: ['Clients'] }),
      page('Tailscale', '/networking/tailscale', 'Reach your server from anywhere through a private mesh.', [], { breadcrumb: ['Networking'] }),
    ];
    expect((await ranked(pages, 'networking'))[0]).toBe('/networking/tailscale');
    expect((await ranked(pages, 'networking private mesh'))[0]).toBe('/networking/tailscale');
  });

  it('shows the description ahead of the intro text in the snippet', () => {
    const entry = buildIndex([page('Container', '/container', '', [], { sections: [{ id: '', heading: '', text: 'Images for several architectures.', code: '', lead: 'Install with Docker.' }] })], options);
    expect(entry.page(0)![3][0]![2]).toBe('Install with Docker. Images for several architectures.');
  });
});

describe('blog posts and docs', () => {
  const pages = [
    page('Android TV 0.18', '/posts/androidtv-0-18', 'A new release of the TV app.', [['Lyrics', 'Lyrics now scroll with the song.']], { post: true }),
    page('Music', '/docs/music', 'How to lay out a music library.', [['Extras', 'Lyrics files sit beside the audio files, as the cover art does.']]),
  ];

  it('ranks the doc about a feature above the post that announced it', async () => {
    expect(await ranked(pages, 'lyrics')).toEqual(['/docs/music', '/posts/androidtv-0-18']);
  });

  it('still ranks first the post a query names', async () => {
    expect((await ranked(pages, 'android tv 0.18'))[0]).toBe('/posts/androidtv-0-18');
  });

  it('ranks a post as it would rank a doc when the site says nothing of posts', async () => {
    const asDocs = pages.map(({ post: _, ...p }) => p);
    expect(await ranked(asDocs, 'lyrics')).toEqual(['/posts/androidtv-0-18', '/docs/music']);
  });
});

describe('a query that names a page and says more', () => {
  const pages = (title: string, url = '/windows') => [
    page('Manual installation', '/manual', 'Portable packages for every system.', [['Portable Windows update', 'To update the portable package, stop the server and unpack the new archive over the old one.']]),
    page(title, url, 'Run the installer.', [['Updating', 'To update, run the newer installer; settings are kept.']]),
  ];

  it('ranks the page whose whole title is among the words first', async () => {
    expect((await ranked(pages('Windows'), 'how do I update jellyfin on windows'))[0]).toBe('/windows');
  });

  it('ranks by the text alone when no name is among the words', async () => {
    expect((await ranked(pages('Desktop', '/desktop'), 'how do I update jellyfin on windows'))[0]).toBe('/manual');
  });
});

describe('a query that names a section heading', () => {
  const nginx = 'upstream app { hash $remote_addr consistent; server 10.0.0.1:3000; server 10.0.0.2:3000; } '.repeat(6);
  const adapter = (name: string) =>
    page(`${name} adapter`, `/adapters/${name.toLowerCase()}`, `The ${name} adapter forwards packets between servers.`, [
      ['Do I still need sticky sessions with it?', 'Yes: sticky sessions are still needed, as with every adapter, since polling requests must reach one server.'],
    ]);
  const scaling = page('Using several servers', '/scaling', 'Two things need care when the application runs on several servers.', [
    ['Load balancing', 'Spread the connections over the servers with a load balancer in front of them.'],
    ['Sticky sessions', `With sticky sessions the balancer sends every request of a session to the same server. An nginx configuration: ${nginx}`],
  ]);

  it("ranks the page with a 'Sticky sessions' section above pages that ask about sticky sessions, and opens it at that section", async () => {
    const pages = [adapter('Redis'), adapter('Postgres'), scaling];
    expect((await ranked(pages, 'sticky sessions'))[0]).toBe('/scaling');
    const entry = buildIndex(pages, options);
    const top = createSearchEngine(entry).search('sticky sessions', 8).ranked[0]!;
    expect(hitOf(entry, top.section)!.h).toBe('#sticky-sessions');
  });

  it('takes no heading that more than three pages share as a name', () => {
    const shared = ['Redis', 'Postgres', 'Mongo', 'Cluster'].map((name) => page(`${name} adapter`, `/adapters/${name.toLowerCase()}`, 'Forwards packets.', [['Sticky sessions', 'Still needed.']]));
    const headingNames = (pages: SearchPageInput[]) => buildIndex(pages, options).names('sticki').filter((entry) => entry.length === 4).length;
    expect(headingNames(shared.slice(0, 3))).toBe(3);
    expect(headingNames(shared)).toBe(0);
  });

  it('ranks by the text alone when the query says more than the heading', async () => {
    expect((await ranked([adapter('Redis'), adapter('Postgres'), scaling], 'sticky sessions redis'))[0]).toBe('/adapters/redis');
  });
});

describe('a question in the reader\'s words', () => {
  const pages = [
    page('Frequently asked questions', '/faq', 'Answers to what readers ask often.', [
      ['Is it possible to change the look of the player?', 'It is possible: change its skin. Possible skins are listed in the options; it happens that a skin needs a reload.'],
      ['What happens to a recording when the disk is full?', 'Recording stops and it happens silently.'],
    ]),
    page('Listening ports', '/ports', 'Each protocol listens on a port of its own, which the protocol settings change.', [['Ports in use', 'Two protocols cannot share a port.']]),
  ];

  it('counts the words that only make it a question for little, so the page about what was asked comes first', async () => {
    expect((await ranked(pages, 'is it possible to change the port'))[0]).toBe('/ports');
  });

  it('still finds a page by such a word when the query is short', async () => {
    expect((await ranked(pages, 'possible'))[0]).toBe('/faq');
  });
});

describe('typos in a word whose ending stemming changes', () => {
  it("finds 'synology' typed as 'synolgy' and 'technology' as 'tecnology'", async () => {
    const pages = [
      page('Synology', '/synology', 'Install on a Synology NAS with Container Manager.'),
      page('Hardware', '/hardware', 'Which technology your processor supports for transcoding.'),
    ];
    expect((await ranked(pages, 'synolgy'))[0]).toBe('/synology');
    expect((await ranked(pages, 'tecnology'))[0]).toBe('/hardware');
  });
});

describe('a changelog kept as one page', () => {
  const log = page('Changelog', '/changelog', 'What changed, newest first.', [
    ['August 4, 2025', 'Webhooks can now be signed.'],
    ['Signed webhooks', 'Every webhook request carries a signature header; webhooks retry three times.'],
    ['July 23, 2025', 'Faster reviews.'],
    ['Webhook retries', 'Webhooks that fail are retried with backoff; webhook logs show each try.'],
    ['v2.1', 'Dark theme.'],
  ]);
  const pages = [log, page('Notifications', '/notifications', 'Send events to your server.', [['Webhooks', 'A webhook posts each event to the URL you set; a failed webhook is tried again.']])];

  it('ranks below the page about a feature it mentions more often, and is still found by its name', async () => {
    expect((await ranked(pages, 'webhook'))[0]).toBe('/notifications');
    expect((await ranked(pages, 'changelog'))[0]).toBe('/changelog');
  });

  it('is a page whose headings are at least three dates or versions, a quarter of them or more', () => {
    expect(isDatedLog(log)).toBe(true);
    expect(isDatedLog(page('Upgrading', '/upgrading', 'How to upgrade.', [['From 1.2', 'Steps.'], ['From 2.0', 'Steps.']]))).toBe(false);
    const manyHeadings = Array.from({ length: 14 }, (_, i): [string, string] => [`Step ${i}`, 'Do it.']);
    expect(isDatedLog(page('Guide', '/guide', 'A guide.', [...manyHeadings, ['Since 2024', 'New.'], ['In v3.1', 'New.'], ['HTTP/1.1', 'Old.']]))).toBe(false);
  });
});

describe('a misspelt four-letter word', () => {
  it("finds 'jira' typed as 'jria', where a short word the site writes stays as typed", async () => {
    const pages = [
      page('Issue tracking', '/issues', 'Link pull requests to Jira and Linear tickets.'),
      page('Reviews', '/reviews', 'Reviews run while you are away; the kind of review depends on the plan.'),
      page('Kinds of plans', '/plans', 'Each plan has its own kind of limits; the largest plans hold sway.'),
    ];
    expect((await ranked(pages, 'jria'))[0]).toBe('/issues');
    expect((await ranked(pages, 'jria '))[0]).toBe('/issues');
    // 'away' is written once; it is not read as 'sway', one edit off.
    expect(await ranked(pages, 'away')).toEqual(['/reviews']);
  });
});

describe('a word still being typed', () => {
  const pages = [
    page('Triggers', '/triggers', 'A trigger runs a handler when something happens on the server.'),
    page('Log every trigger', '/scripts/triggerlog', 'The triggerlog script writes each trigger it receives to a file.', [
      ['Running triggerlog', 'Start triggerlog from the command line; triggerlog prints where it writes.'],
      ['Reading the triggerlog output', 'Every line the triggerlog script writes holds one payload.'],
    ]),
  ];

  it('names the page of its likeliest completion, the shortest word it can become', async () => {
    expect((await ranked(pages, 'trigg'))[0]).toBe('/triggers');
  });

  it('names the page of a longer word once the letters typed reach only that word', async () => {
    expect((await ranked(pages, 'triggerl'))[0]).toBe('/scripts/triggerlog');
  });
});
