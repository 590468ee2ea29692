/** `@docusaurus/useIsBrowser`: false on the server and during hydration, true once the component runs in the browser (so a component using it is an island). */
import { useEffect, useState } from 'react';

export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
