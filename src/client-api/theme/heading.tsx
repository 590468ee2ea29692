/** `@theme/Heading`: `<Heading as="h2" id="x">` with the anchor link the page's own headings have. */
import type { HTMLAttributes, ReactNode } from 'react';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({ as: Tag = 'h2', id, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { as?: Level; children?: ReactNode }) {
  if (Tag === 'h1' || !id) return <Tag id={id} {...rest}>{children}</Tag>;
  return (
    <Tag id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${id}`}>
        #
      </a>
    </Tag>
  );
}
