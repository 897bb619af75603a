import type { TPublicPageBlock } from '@iiidem/shared/admin/pages';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { FreshSwr } from '../../test/mock-api';
import { PageBlocks } from './page-blocks';
import type { SectionsSelection } from './sections-block';

/**
 * The table block, sections shown as columns or as tabs a page controls, and the links of a page's text
 * (issue 15).
 */

function renderBlocks(blocks: TPublicPageBlock[], selection?: SectionsSelection) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <PageBlocks blocks={blocks} label="A page" selection={selection} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <FreshSwr>
      <RouterProvider router={router} />
    </FreshSwr>,
  );
  return router;
}

/** The page a link led to, and the navigation state it passed. */
function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.hash} {JSON.stringify(location.state)}
    </p>
  );
}

const READERS: TPublicPageBlock = {
  type: 'table',
  caption: 'Screen readers with their websites and whether they are free or commercial',
  captionHi: 'स्क्रीन रीडर, उनकी वेबसाइटें और यह कि वे निःशुल्क हैं या व्यावसायिक',
  columns: [
    { label: 'Screen Reader', labelHi: 'स्क्रीन रीडर' },
    { label: 'Website', labelHi: 'वेबसाइट' },
    { label: 'Free / Commercial', labelHi: '' },
  ],
  rows: [
    [
      { text: 'Non Visual Desktop Access (NVDA)', textHi: '' },
      { text: 'https://www.nvaccess.org/', textHi: '' },
      { text: 'Free', textHi: 'निःशुल्क' },
    ],
    [
      { text: 'JAWS', textHi: '' },
      { text: 'https://www.freedomscientific.com/products/software/jaws/', textHi: '' },
      { text: '<b>Commercial</b>', textHi: 'व्यावसायिक' },
    ],
  ],
};

const text = (html: string): Extract<TPublicPageBlock, { type: 'text' }> => ({ type: 'text', html, htmlHi: '' });

function sections(style: 'tabs' | 'columns'): TPublicPageBlock {
  return {
    type: 'sections',
    style,
    label: 'Parts',
    labelHi: '',
    items: [
      { id: 'first', label: 'FIRST', labelHi: 'पहला', blocks: [text('<p>One</p>')] },
      { id: 'second', label: 'SECOND', labelHi: 'दूसरा', blocks: [text('<p>Two</p>')] },
    ],
  };
}

describe('table block', () => {
  it('names the table by its caption, heads its columns and each row by its first cell', () => {
    renderBlocks([READERS]);
    const table = screen.getByRole('table', {
      name: 'Screen readers with their websites and whether they are free or commercial',
    });
    expect(table.querySelector('caption')).toHaveTextContent(READERS.caption);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Screen Reader', 'Website', 'Free / Commercial']);
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((cell) => cell.textContent)).toEqual(['Non Visual Desktop Access (NVDA)', 'JAWS']);
    for (const header of rowHeaders) expect(header).toHaveAttribute('scope', 'row');
    // Plain text: markup typed in a cell shows as typed.
    expect(within(table).getByText('<b>Commercial</b>')).toBeInTheDocument();
    expect(table.querySelector('b')).toBeNull();
    // The scroll box the keyboard reaches is named by the caption too.
    expect(screen.getByRole('region', { name: READERS.caption })).toHaveAttribute('tabindex', '0');
  });

  it('shows a cell holding a web address as a link to it that asks before leaving', async () => {
    const user = userEvent.setup();
    renderBlocks([READERS]);
    const link = screen.getByRole('link', { name: /www\.nvaccess\.org/ });
    expect(link).toHaveAttribute('href', 'https://www.nvaccess.org/');
    expect(screen.getByRole('link', { name: /www\.freedomscientific\.com\/products\/software\/jaws/ })).toBeVisible();
    await user.click(link);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows the Hindi, and the English marked lang="en" where the Hindi is missing', () => {
    act(() => i18n.activate('hi'));
    renderBlocks([READERS]);
    const table = screen.getByRole('table', { name: READERS.captionHi });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['स्क्रीन रीडर', 'वेबसाइट', 'Free / Commercial']);
    expect(headers[2]).toHaveAttribute('lang', 'en');
    expect(headers[0]).not.toHaveAttribute('lang');
    expect(within(table).getByText('Non Visual Desktop Access (NVDA)')).toHaveAttribute('lang', 'en');
    expect(within(table).getByText('निःशुल्क')).toBeInTheDocument();
  });
});

describe('sections block', () => {
  it('shows columns as sections headed by their labels, all at once, in a two-column grid', () => {
    renderBlocks([sections('columns')]);
    expect(screen.queryByRole('tablist')).toBeNull();
    const [first, second] = screen.getAllByRole('region');
    expect(first).toHaveAccessibleName('FIRST');
    expect(second).toHaveAccessibleName('SECOND');
    expect(second).toHaveTextContent('Two');
    expect(first?.parentElement).toHaveClass('section-columns');
  });

  it('shows the tab the page chose, and tells the page which one the visitor chose', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    function Controlled() {
      const [selected, setSelected] = useState('SECOND');
      return (
        <PageBlocks
          blocks={[sections('tabs')]}
          label="A page"
          selection={{
            selected,
            onSelect: (label) => {
              chosen.push(label);
              setSelected(label);
            },
          }}
        />
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <Controlled /> }]);
    render(
      <FreshSwr>
        <RouterProvider router={router} />
      </FreshSwr>,
    );
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('SECOND');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two');
    await user.click(screen.getByRole('tab', { name: 'FIRST' }));
    expect(chosen).toEqual(['FIRST']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('FIRST');
    // The page holds the choice: the navigation state is left alone.
    expect(router.state.location.state).toBeNull();
  });
});

describe('links in a page’s text', () => {
  it('open a tab named by the fragment: the navigation state carries it, as the menus pass tabs', async () => {
    const router = renderBlocks([
      text('<p><a href="/iiidem-training-programs#international">International training programmes</a></p>'),
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'International training programmes' }));
    });
    expect(router.state.location.pathname).toBe('/iiidem-training-programs');
    expect(router.state.location.hash).toBe('#international');
    expect(router.state.location.state).toEqual({ tab: 'international' });
  });

  it('move within the app without a state when there is no fragment', async () => {
    const router = renderBlocks([text('<p><a href="/iiidem-officers">IIIDEM Officers</a></p>')]);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'IIIDEM Officers' }));
    });
    expect(await screen.findByTestId('where')).toHaveTextContent('/iiidem-officers');
    expect(router.state.location.state).toBeNull();
  });

  it('leave a file of the site (a PDF) to the browser', () => {
    const router = renderBlocks([text('<p><a href="/docs/note.pdf">Concept note (PDF)</a></p>')]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Concept note (PDF)' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });
});
