import { ZSearchText } from '@iiidem/shared/search/api';
import { SEARCH_LIMITS } from '@iiidem/shared/search/limits';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { readSearchParams } from '../../../features/search/search-api';
import { SearchResults } from '../../../features/search/search-results';
import { PAGE_TITLES } from '../../../page-titles';
import { SearchForm } from '../../layout/search-form';

const ERROR_ID = 'search-page-error';

/** Why the words of the address cannot be searched for, in the page's language; null when they can. */
function ProblemText({ words, asked }: { words: string; asked: boolean }) {
  if (!asked) return null;
  if (words === '') return <Trans>Please enter a word to search for.</Trans>;
  if (words.length > SEARCH_LIMITS.query) return <Trans>Please search for at most 100 characters.</Trans>;
  if (!ZSearchText.safeParse(words).success) return <Trans>Remove the control character from the words.</Trans>;
  return null;
}

/**
 * /search?q=&page= (issue 16): the site search's form, and the results of the words in the address, ten a page,
 * over the published courses, trainings, news and tenders, vacancies and pages, in English and Hindi.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const { words, page } = readSearchParams(params);
  const asked = params.has('q');
  const searchable = asked && ZSearchText.safeParse(words).success;
  return (
    <Page title={PAGE_TITLES.search}>
      <SearchForm
        key={words}
        variant="page"
        defaultValue={words}
        errorId={asked && !searchable ? ERROR_ID : undefined}
      />
      {asked && !searchable && (
        <p id={ERROR_ID} className="search-form__error">
          <ProblemText words={words} asked={asked} />
        </p>
      )}
      {searchable && <SearchResults words={words} page={page} />}
    </Page>
  );
}
