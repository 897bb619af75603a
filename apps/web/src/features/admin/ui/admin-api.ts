import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';

/**
 * Back-office calls. Reads go through SWR (the key is the API path with its query string, as apiUrl builds
 * it minus '/api'); writes through `adminSend`, after which the caller revalidates with `mutate`.
 *   const { data, mutate } = useAdminData<Answer<Course[]>>('/admin/courses?page=1');
 *   await adminSend('/admin/courses', 'POST', formData); await mutate();
 */
export function useAdminData<T>(path: string | null) {
  return useSWR<T>(path, { revalidateOnFocus: false, shouldRetryOnError: false });
}

export function adminSend<T>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: unknown): Promise<T> {
  return apiRequest<T>(path, { method, body });
}

/** The API's success envelope. */
export type Answer<T> = { success: true; message?: string; data: T };
