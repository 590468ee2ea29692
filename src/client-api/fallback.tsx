/** Stands in for a Docusaurus module mistdocs does not provide (the build warns, naming it): a component that renders its children, and nothing else. */
import type { ReactNode } from 'react';

export default function Missing({ children }: { children?: ReactNode }) {
  return <>{children ?? null}</>;
}
