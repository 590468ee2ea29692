/**
 * `@docusaurus/Translate`, `translate` and `@docusaurus/Interpolate`: a message by its id from the
 * locale's code.json (else the message itself), with `{name}` placeholders filled from `values`.
 */
import { Fragment, type ReactNode } from 'react';
import { useSiteData } from '../site-context.js';

type Values = Record<string, ReactNode>;

/** `{name}` placeholders of `text` filled from `values`; React nodes stay nodes. */
function interpolate(text: string, values: Values | undefined): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/);
  if (parts.every((p) => !/^\{\w+\}$/.test(p) || typeof values[p.slice(1, -1)] !== 'object')) {
    return parts.map((p) => (/^\{\w+\}$/.test(p) && p.slice(1, -1) in values ? String(values[p.slice(1, -1)]) : p)).join('');
  }
  return parts.map((p, i) => <Fragment key={i}>{/^\{\w+\}$/.test(p) && p.slice(1, -1) in values ? values[p.slice(1, -1)] : p}</Fragment>);
}

/** Outside React, Docusaurus's `translate({ message, id }, values)` has no locale to look in: it gives the message. */
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(message ?? id ?? '', values));
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  const site = useSiteData();
  const text = (id && site.strings[id]) || children || id || '';
  return <>{interpolate(text, values)}</>;
}

export function Interpolate({ children, values }: { children: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}
