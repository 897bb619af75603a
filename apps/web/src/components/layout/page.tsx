import type { Language } from '@iiidem/shared/language';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { translatePageTitle } from '../../page-titles';
import { paths } from '../../paths';
import './page.css';

export type Crumb = { label: string; to: string; state?: unknown };

type PageProps = {
  /** The '{page}' of the document title; also the last breadcrumb and, unless `heading` is given, the h1. */
  title: string;
  heading?: string;
  /** The language of a data-driven title or heading shown in another language than the page's (an English fallback). */
  lang?: Language;
  /** Breadcrumb items between Home and this page. */
  crumbs?: readonly Crumb[];
  children?: ReactNode;
};

/**
 * The frame of every page but the home page: title, breadcrumb (Home > ... > page) and the page's one h1.
 * PAGE_TITLES values (title, heading, crumbs) show in the page's language; data-driven ones as they are.
 */
export function Page({ title, heading = title, lang, crumbs = [], children }: PageProps) {
  usePageTitle(title);
  return (
    <div className="page container">
      <Breadcrumb crumbs={crumbs} current={translatePageTitle(title)} lang={lang} />
      <h1 className="page__heading" lang={lang}>
        {translatePageTitle(heading)}
      </h1>
      {children}
    </div>
  );
}

function Breadcrumb({ crumbs, current, lang }: { crumbs: readonly Crumb[]; current: string; lang?: Language }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumb">
      <ol className="breadcrumb__list">
        <li className="breadcrumb__item">
          <Link to={paths.home}>
            <Trans>Home</Trans>
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li className="breadcrumb__item" key={`${crumb.to}:${crumb.label}`}>
            <Link to={crumb.to} state={crumb.state}>
              {translatePageTitle(crumb.label)}
            </Link>
          </li>
        ))}
        <li className="breadcrumb__item" aria-current="page" lang={lang}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
