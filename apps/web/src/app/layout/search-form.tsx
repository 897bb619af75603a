import { SEARCH_LIMITS } from '@iiidem/shared/search/limits';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../paths';
import './search-form.css';

function SearchIcon() {
  return (
    <svg className="search-form__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

type SearchFormProps = {
  /** 'top-bar': the small form of every page (an icon link to /search on a phone); 'page': the /search page's. */
  variant: 'top-bar' | 'page';
  /** The words searched for, shown in the field. */
  defaultValue?: string;
  /** The id of the message under the field, when there is one. */
  errorId?: string;
};

/**
 * The site search's form (issue 16): a GET form to /search?q=, so it works before the page's script has loaded
 * too, and the results have an address of their own.
 */
export function SearchForm({ variant, defaultValue = '', errorId }: SearchFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputId = variant === 'top-bar' ? 'top-bar-search' : 'search-page-words';
  // With the script loaded, the router goes to the results (no full page load); the HTML form does the same without.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get('q');
    void navigate(`${paths.search}?${new URLSearchParams({ q: typeof words === 'string' ? words : '' })}`);
  }
  const form = (
    <form
      method="get"
      action={paths.search}
      onSubmit={submit}
      className={`search-form search-form--${variant}`}
      role={variant === 'top-bar' ? 'search' : undefined}
      aria-label={variant === 'top-bar' ? t`Site search` : undefined}
    >
      <label htmlFor={inputId} className={variant === 'top-bar' ? 'visually-hidden' : 'search-form__label'}>
        <Trans>Search the site</Trans>
      </label>
      <div className="search-form__row">
        <input
          id={inputId}
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={SEARCH_LIMITS.query}
          autoComplete="off"
          aria-describedby={errorId}
          aria-invalid={errorId ? true : undefined}
        />
        <button type="submit" className="search-form__button">
          <SearchIcon />
          <span className={variant === 'top-bar' ? 'visually-hidden' : undefined}>
            <Trans>Search</Trans>
          </span>
        </button>
      </div>
    </form>
  );
  if (variant === 'page') return form;
  return (
    <>
      {form}
      <Link className="search-form__phone-link" to={paths.search}>
        <SearchIcon />
        <span className="visually-hidden">
          <Trans>Search the site</Trans>
        </span>
      </Link>
    </>
  );
}
