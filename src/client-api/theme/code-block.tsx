/** `@theme/CodeBlock` inside a component: a titled code block with the theme's markup (not highlighted; in MDX the page's own CodeBlock is). */
import type { ReactNode } from 'react';

export default function CodeBlock({ children, language, title, className }: { children?: ReactNode; language?: string; title?: string; className?: string; showLineNumbers?: boolean }) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  return (
    <div className="code-block">
      {title ? <div className="code-title">{title}</div> : null}
      <pre>
        <code className={lang ? `language-${lang}` : undefined}>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
      </pre>
    </div>
  );
}
