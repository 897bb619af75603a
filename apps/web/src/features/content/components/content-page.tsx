import type { ReactNode } from 'react';
import { type Crumb, Page } from '../../../components/layout/page';
import { type Text, useText } from '../text';
import { LastUpdated } from './last-updated';
import './content.css';

type ContentPageProps = {
  title: string;
  crumbs?: readonly Crumb[];
  /** From the page's content module (ISO date, YYYY-MM-DD). */
  lastUpdated: string;
  /** Paragraphs under the h1. */
  intro?: readonly Text[];
  children?: ReactNode;
};

/** The frame of a static content page: Page (title, breadcrumb, h1), intro paragraphs, body, "Last updated". */
export function ContentPage({ title, crumbs, lastUpdated, intro = [], children }: ContentPageProps) {
  const text = useText();
  return (
    <Page title={title} crumbs={crumbs}>
      <div className="content-page">
        {intro.map((paragraph) => (
          <p key={paragraph.id} className="content-page__intro">
            {text(paragraph)}
          </p>
        ))}
        {children}
        <LastUpdated date={lastUpdated} />
      </div>
    </Page>
  );
}
