import type { TTrainingDetailResponse, TTrainingListResponse } from '@iiidem/shared/trainings/api';
import useSWR from 'swr';

/** The domestic trainings table. */
export function useTrainings() {
  return useSWR<TTrainingListResponse>('/trainings');
}

/** One training with its sessions (spec 2 reads data.training[0]); a null id (bad URL) fetches nothing. */
export function useTraining(id: number | null) {
  return useSWR<TTrainingDetailResponse>(id === null ? null : `/trainings/${id}`);
}
