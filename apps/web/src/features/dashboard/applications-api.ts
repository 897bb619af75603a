import type { TApplicationListResponse } from '@iiidem/shared/nominations/api';
import type { TMyApplicationResponse, TWithdrawResponse } from '@iiidem/shared/nominations/my-application';
import useSWR, { mutate } from 'swr';
import { apiPost } from '../../lib/api-client';
import { downloadWithToken } from '../../lib/download-with-token';

export type ApplicationList = 'applied' | 'completed';

const LIST_PATHS: Record<ApplicationList, string> = {
  applied: '/applications',
  completed: '/applications/completed',
};

/** The signed-in user's applications of one tab (only fetched once the tab is shown). */
export function useApplications(list: ApplicationList, enabled = true) {
  return useSWR<TApplicationListResponse>(enabled ? LIST_PATHS[list] : null);
}

/** One of the user's applications as submitted (issue 17). */
export function useMyApplication(id: number | undefined) {
  return useSWR<TMyApplicationResponse>(id ? `/applications/${id}` : null);
}

/** Withdraws an unreviewed application, then refreshes the lists and the view. Rejects with an ApiError. */
export async function withdrawApplication(id: number): Promise<TWithdrawResponse> {
  const answer = await apiPost<TWithdrawResponse>(`/applications/${id}/withdraw`);
  await Promise.all([mutate(LIST_PATHS.applied), mutate(LIST_PATHS.completed), mutate(`/applications/${id}`)]);
  return answer;
}

/** The acknowledgement PDF in the page's language. */
export function downloadAcknowledgement(id: number, number: string, language: 'en' | 'hi'): Promise<void> {
  return downloadWithToken(
    `/applications/${id}/acknowledgement.pdf?lang=${language}`,
    `acknowledgement-${number.replaceAll('/', '-')}.pdf`,
  );
}

/** The approved course's calendar file (.ics) in the page's language. */
export function downloadCalendarFile(id: number, number: string, language: 'en' | 'hi'): Promise<void> {
  return downloadWithToken(
    `/applications/${id}/calendar.ics?lang=${language}`,
    `course-${number.replaceAll('/', '-')}.ics`,
  );
}
