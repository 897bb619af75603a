import { useEffect, useState } from 'react';

/**
 * False until the page has finished loading (the window's load event, which waits for the page's pictures and
 * scripts), on the server and in the hydrating render too. What the visitor cannot see yet (a carousel's next
 * slides) waits for it, so that it does not share a slow connection with what the page shows first (issue 13).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
