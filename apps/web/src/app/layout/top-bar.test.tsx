import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/runtime';
import { FreshSwr } from '../../test/mock-api';
import { TopBar } from './top-bar';

function renderTopBar() {
  return render(
    <FreshSwr>
      <MemoryRouter initialEntries={['/about-us']}>
        <TopBar />
      </MemoryRouter>
    </FreshSwr>,
  );
}

afterEach(() => {
  i18n.activate('en');
});

describe('the top bar (spec 1 §2 Shell)', () => {
  it('has a home link, a contact phone number, a Screen Reader Access link and a Skip to main content link', () => {
    i18n.activate('en');
    renderTopBar();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Skip to main content',
      'Home',
      'Call us: +91-11-0000-0000',
      'Screen Reader Access',
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Screen Reader Access' })).toHaveAttribute('href', '/screen-reader-access');
  });

  it('names the home link in Hindi', () => {
    i18n.activate('hi');
    renderTopBar();
    expect(screen.getByRole('link', { name: 'मुख्य पृष्ठ' })).toHaveAttribute('href', '/');
  });
});
