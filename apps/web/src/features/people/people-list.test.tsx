import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { FreshSwr, mockFetch } from '../../test/mock-api';
import { renderPeopleBlock } from './people-block';
import { PeopleList } from './people-list';
import { PEOPLE_FIXTURE, peopleAnswer } from './testing';

const renderWithSwr = (ui: ReactNode) => render(<FreshSwr>{ui}</FreshSwr>);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PeopleList', () => {
  it("draws the directory as an accordion of divisions, the first open, each with its 'Officers: …' table", async () => {
    mockFetch(peopleAnswer);
    renderWithSwr(renderPeopleBlock({ type: 'people', list: 'officers', layout: 'table', label: '', labelHi: '' }));
    const first = await screen.findByRole('button', { name: 'Office of the Director General' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const second = screen.getByRole('button', { name: 'Centre for National Training' });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    const table = screen.getByRole('table', { name: 'Officers: Office of the Director General' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(second);
    expect(screen.getByRole('table', { name: 'Officers: Centre for National Training' })).toBeVisible();
  });

  it('draws a named table block as one table of every entry under its name, in the page’s language', async () => {
    mockFetch(peopleAnswer);
    i18n.activate('hi');
    renderWithSwr(
      renderPeopleBlock({
        type: 'people',
        list: 'officers',
        layout: 'table',
        label: 'Officers of IIIDEM',
        labelHi: 'आईआईआईडीईएम के अधिकारी',
      }),
    );
    const table = await screen.findByRole('table', { name: 'आईआईआईडीईएम के अधिकारी' });
    expect(within(table).getAllByRole('row')).toHaveLength(PEOPLE_FIXTURE.officers!.length + 1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing for an empty list, and says so when the list cannot be loaded', async () => {
    mockFetch((url) =>
      url.pathname === '/api/people/faculty'
        ? { status: 200, body: { success: true, data: { list: 'faculty', items: [] } } }
        : { status: 500, body: { success: false, message: 'Something went wrong.' } },
    );
    const { container } = renderWithSwr(
      <>
        <PeopleList list="faculty" layout="cards" />
        <PeopleList list="officers" layout="table" />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This list could not be loaded. Please try again later.',
    );
    expect(container.querySelectorAll('article')).toHaveLength(0);
  });

  it('links a partner of the MoU list to its own site and names its logo', async () => {
    mockFetch(peopleAnswer);
    renderWithSwr(<PeopleList list="mou-partners" layout="logos" />);
    const [item] = within(await screen.findByRole('list', { name: 'Memoranda of understanding' })).getAllByRole(
      'listitem',
    );
    const partner = PEOPLE_FIXTURE['mou-partners']![0]!;
    expect(within(item!).getByRole('link', { name: /Election Commission of Nepal/ })).toHaveAttribute(
      'href',
      partner.linkUrl,
    );
    expect(within(item!).getByRole('img')).toHaveAccessibleName('Logo of Election Commission of Nepal');
  });
});
