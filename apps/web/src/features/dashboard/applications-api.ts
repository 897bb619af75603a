import type { TApplicationListResponse } from '@iiidem/shared/nominations/api';
import useSWR from 'swr';

export type ApplicationList = 'applied' | 'completed';

const LIST_PATHS: Record<ApplicationList, string> = {
  applied: '/applications',
  completed: '/applications/completed',
};

/** The signed-in user's applications of one tab (only fetched once the tab is shown). */
export function useApplications(list: ApplicationList, enabled = true) {
  return useSWR<TApplicationListResponse>(enabled ? LIST_PATHS[list] : null);
}
