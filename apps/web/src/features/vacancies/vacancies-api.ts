import type { TVacancyList } from '@iiidem/shared/vacancies/api';
import useSWR, { type SWRConfiguration } from 'swr';

/** A failed load is only logged and the table's empty state shows (spec 2 §8). */
const VACANCY_FETCH_OPTIONS: SWRConfiguration = {
  onError: (error) => console.error('Could not load the vacancies', error),
};

export const VACANCIES_KEY = '/vacancies';

export function useVacancies() {
  return useSWR<TVacancyList>(VACANCIES_KEY, VACANCY_FETCH_OPTIONS);
}
