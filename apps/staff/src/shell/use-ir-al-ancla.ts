import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the URL's hash names (e.g. `#candidatos`) once the page has drawn it (`listo`): the
 * router does not, and the element only exists after the page's data arrives.
 */
export function useIrAlAncla(listo: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!listo || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [listo, hash]);
}
