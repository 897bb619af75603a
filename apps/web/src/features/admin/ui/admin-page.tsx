import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

type AdminPageProps = {
  /** The page's h1 and the '{page}' of its document title. */
  title: string;
  /** Buttons or links shown beside the heading (e.g. "New course"). */
  actions?: ReactNode;
  children?: ReactNode;
};

/** The frame of every back-office page: document title, the one h1, optional actions, content. */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  usePageTitle(`${title} · Back office`);
  return (
    <section className="admin-page" aria-labelledby="admin-page-heading">
      <header className="admin-page__header">
        <h1 id="admin-page-heading" className="admin-page__heading">
          {title}
        </h1>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
