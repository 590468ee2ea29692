/** `@theme/Admonition` inside a component: the markup of the page's own admonitions. */
import type { ReactNode } from 'react';

const STYLES: Record<string, string> = { note: 'note', tip: 'tip', info: 'info', warning: 'warning', caution: 'warning', danger: 'danger', important: 'info', secondary: 'note', success: 'tip' };

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode; icon?: ReactNode }) {
  const style = STYLES[type] ?? 'note';
  return (
    <div className={`admonition admonition-${style}`} role="note" aria-label={type}>
      <p className="admonition-title">{title ?? type.charAt(0).toUpperCase() + type.slice(1)}</p>
      {children}
    </div>
  );
}
