/** Fact tables of reference pages, rendered from the typed front matter (api_call, trigger, input, output, process). */
import type { ReferenceOption } from '../../content/schemas/reference.js';
import type { ReferenceFacts, SiteProps } from '../props.js';
import { href } from '../props.js';
import { FACTS_ANCHOR } from '../../shared/anchors.js';
import { parseSourceRef, sourceFileUrl } from '../../shared/source-links.js';

function Codes({ values }: { values: readonly string[] }) {
  if (values.length === 0) return <span className="facts-none">none</span>;
  return (
    <>
      {values.map((v, i) => (
        <span key={i}>
          {i > 0 ? ', ' : null}
          <code>{v}</code>
        </span>
      ))}
    </>
  );
}

function Linked({ names, links, site }: { names: readonly string[]; links: Record<string, string>; site: SiteProps }) {
  if (names.length === 0) return <span className="facts-none">none</span>;
  return (
    <>
      {names.map((n, i) => (
        <span key={n}>
          {i > 0 ? ', ' : null}
          {links[n] ? (
            <a href={href(site, links[n]!)}>
              <code>{n}</code>
            </a>
          ) : (
            <code>{n}</code>
          )}
        </span>
      ))}
    </>
  );
}

/**
 * Author text from front matter with Markdown code spans (`like this`) shown as <code>. Only code
 * spans are recognised; everything else stays plain text, and React escapes all of it. An unpaired
 * backtick is kept as a literal character.
 */
export function InlineCode({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  const pattern = /(?<!`)(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    // CommonMark strips one space on each side when both are present (so `` `x` `` can show backticks).
    const inner = match[2]!;
    const body = /^ [\s\S]* $/.test(inner) && inner.trim() ? inner.slice(1, -1) : inner;
    parts.push(<code key={match.index}>{body}</code>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

function formatDefault(value: ReferenceOption['default']): React.ReactNode {
  if (value === undefined) return <span className="facts-none">none</span>;
  return <code>{value === null ? 'null' : typeof value === 'string' ? (value === '' ? '""' : value) : String(value)}</code>;
}

function OptionsTable({ options, caption }: { options: readonly ReferenceOption[]; caption: string }) {
  if (options.length === 0) return null;
  return (
    <div className="table-wrapper">
      <table className="facts-options">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {options.map((o) => (
            <tr key={o.name}>
              <td>
                <code>{o.name}</code>
                {o.required ? <span className="badge">required</span> : null}
                {/* The command-line flag sits under the name: a column of its own left too little room for the description. */}
                {o.flag ? (
                  <span className="facts-flag">
                    flag <code>{o.flag}</code>
                  </span>
                ) : null}
              </td>
              <td>{o.type}</td>
              <td>{formatDefault(o.default)}</td>
              <td>
                <InlineCode text={o.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CodecRows({ codecs }: { codecs: { video?: string[]; audio?: string[]; subtitle?: string[]; metadata?: string[] } }) {
  return (
    <>
      {(['video', 'audio', 'subtitle', 'metadata'] as const).map((k) =>
        codecs[k]?.length ? (
          <Row key={k} label={`${k.charAt(0).toUpperCase()}${k.slice(1)} codecs`}>
            <Codes values={codecs[k]!} />
          </Row>
        ) : null,
      )}
    </>
  );
}

/** The fact tables' frame: a summary table at the page's facts anchor, then any further tables. */
function FactsSection({ label, rows, children }: { label: string; rows: React.ReactNode; children?: React.ReactNode }) {
  return (
    <section id={FACTS_ANCHOR} className="facts" aria-label={label}>
      <table className="facts-table">
        <tbody>{rows}</tbody>
      </table>
      {children}
    </section>
  );
}

/** The build option a reference entry depends on, when it is only in some builds. */
function BuildRow({ condition }: { condition?: string }) {
  return condition ? (
    <Row label="Only in builds with">
      <code>{condition}</code>
    </Row>
  ) : null;
}

/** A source file as written (`path` or `path:line`): a link to it at the documented commit when the site names the repository, else code. */
function SourceLink({ source, site }: { source: string; site: SiteProps }) {
  const ref = parseSourceRef(source);
  // Long paths wrap after a slash on a narrow screen rather than inside a file name.
  const parts = source.split('/');
  const text = <code>{parts.flatMap((part, i) => (i < parts.length - 1 ? [`${part}/`, <wbr key={i} />] : [part]))}</code>;
  if (!ref || !site.referenceSources) return text;
  return (
    <a href={sourceFileUrl(site.referenceSources, ref)} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

/**
 * The files a reference page's facts come from, one a line. The line an API call is handled at or a
 * trigger fired from (the older `source`) leads, saying so, rather than standing in a row of its own
 * that names the same file again.
 */
function SourcesRow({ sources, main, role, site }: { sources?: readonly string[]; main?: string; role?: string; site: SiteProps }) {
  if (!sources?.length) return null;
  const list = main && !sources.includes(main) ? [main, ...sources] : sources;
  return (
    <Row label="Source code">
      <ul className="facts-sources">
        {list.map((source, i) => (
          <li key={i}>
            <SourceLink source={source} site={site} />
            {source === main && role ? <span className="facts-source-role">{` (${role})`}</span> : null}
          </li>
        ))}
      </ul>
    </Row>
  );
}

export function Facts({ facts, site }: { facts: ReferenceFacts; site: SiteProps }) {
  const { links } = facts;
  switch (facts.kind) {
    case 'api_call': {
      const f = facts.facts;
      return (
        <FactsSection
          label="Call summary"
          rows={
            <>
              <Row label="Request key"><code>{f.name}</code></Row>
              <Row label="Group">{f.category}</Row>
              <Row label="Needs authorization">{f.authorization ? 'Yes' : 'No'}</Row>
              <BuildRow condition={f.build_condition} />
              <Row label="Related calls"><Linked names={f.related_calls} links={links} site={site} /></Row>
              <Row label="Related triggers"><Linked names={f.related_triggers} links={links} site={site} /></Row>
              {f.sources?.length ? (
                <SourcesRow sources={f.sources} main={f.source} role="handles the call" site={site} />
              ) : (
                <Row label="Handled in"><SourceLink source={f.source} site={site} /></Row>
              )}
            </>
          }
        >
        </FactsSection>
      );
    }
    case 'trigger': {
      const f = facts.facts;
      return (
        <FactsSection
          label="Trigger summary"
          rows={
            <>
              <Row label="Response">{f.response === 'used' ? 'Used when the handler is blocking' : 'Ignored'}</Row>
              <Row label="Response action"><InlineCode text={f.response_action} /></Row>
              <Row label="Stream-specific">{f.stream_specific ? 'Yes' : 'No (global)'}</Row>
              <Row label="Fired by"><Codes values={f.fired_by} /></Row>
              <Row label="In the server source">{f.in_source ? (f.source && !f.sources?.length ? <SourceLink source={f.source} site={site} /> : 'Yes') : 'No'}</Row>
              <SourcesRow sources={f.sources} main={f.in_source ? f.source : undefined} role="fires the trigger" site={site} />
            </>
          }
        >
          <div className="table-wrapper">
            <table className="facts-payload">
              <caption>Payload lines, in order</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Line</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {f.payload.length === 0 ? (
                  <tr>
                    <td colSpan={3}>No payload.</td>
                  </tr>
                ) : (
                  f.payload.map((p, i) => (
                    <tr key={i}>
                      <td>{i + 1}</td>
                      <td><InlineCode text={p.name} /></td>
                      <td>
                        <InlineCode text={p.description} />
                        {p.example ? (
                          <>
                            {' '}
                            Example: <code>{p.example}</code>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </FactsSection>
      );
    }
    case 'input': {
      const f = facts.facts;
      return (
        <FactsSection
          label="Input summary"
          rows={
            <>
              <Row label="Binary"><code>{f.binary}</code></Row>
              <Row label="Sources"><Codes values={f.source_patterns} /></Row>
              <Row label="Live / VoD">{[f.live ? 'Live' : '', f.vod ? 'VoD' : ''].filter(Boolean).join(' and ') || 'Neither'}</Row>
              <CodecRows codecs={f.codecs} />
              {f.priority !== undefined ? <Row label="Priority">{f.priority}</Row> : null}
              <BuildRow condition={f.build_condition} />
              <SourcesRow sources={f.sources} site={site} />
            </>
          }
        >
          <OptionsTable options={f.options} caption="Options" />
        </FactsSection>
      );
    }
    case 'output': {
      const f = facts.facts;
      return (
        <FactsSection
          label="Output summary"
          rows={
            <>
              <Row label="Binary"><code>{f.binary}</code></Row>
              <Row label="Default port">{f.default_port === null ? 'None of its own (served through the HTTP output)' : `${f.default_port}${f.port_protocol ? ` (${f.port_protocol.toUpperCase()})` : ''}`}</Row>
              <CodecRows codecs={f.codecs} />
              <Row label="Playback URLs"><Codes values={f.playback_urls} /></Row>
              <Row label="Push targets"><Codes values={f.push_urls} /></Row>
              {f.incoming_push.length ? <Row label="Accepts pushes at"><Codes values={f.incoming_push} /></Row> : null}
              <BuildRow condition={f.build_condition} />
              <SourcesRow sources={f.sources} site={site} />
            </>
          }
        >
          <OptionsTable options={f.options} caption="Options" />
        </FactsSection>
      );
    }
    case 'process': {
      const f = facts.facts;
      return (
        <FactsSection
          label="Process summary"
          rows={
            <>
              <Row label="Binary"><code>{f.binary}</code></Row>
              <BuildRow condition={f.build_condition} />
              <SourcesRow sources={f.sources} site={site} />
            </>
          }
        >
          <OptionsTable options={f.options} caption="Options" />
        </FactsSection>
      );
    }
  }
}
