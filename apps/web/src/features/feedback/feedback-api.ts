import type { TFeedbackPayload } from '@iiidem/shared/feedback/feedback';
import { apiPost } from '../../lib/api-client';

/** POST /api/feedback (apps/api/src/features/feedback). */
export function sendFeedback(payload: TFeedbackPayload) {
  return apiPost<{ success: true; message: string; data: { id: number } }>('/feedback', payload);
}
