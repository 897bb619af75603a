import { useLocation } from 'react-router';
import { useHydrated } from './use-hydrated';

/**
 * The location's navigation state once the page is hydrated; null while hydrating server HTML. The server never sees
 * it (the browser keeps it in its history, across a reload too), so reading it during hydration would draw another
 * tab than the server's HTML, and Preact keeps the server's attributes where they differ (issue 13).
 */
export function useNavigationState(): unknown {
  const { state } = useLocation();
  return useHydrated() ? state : null;
}
