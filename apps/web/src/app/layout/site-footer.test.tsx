import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/runtime';
import { FreshSwr } from '../../test/mock-api';
import { SiteFooter } from './site-footer';
import { SITE_MAP_GROUPS } from './site-navigation';

function renderFooter(language: 'en' | 'hi') {
  i18n.activate(language);
  render(
    <FreshSwr>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </FreshSwr>,
  );
  return screen.getByRole('contentinfo');
}

afterEach(() => {
  i18n.activate('en');
});

describe('the footer’s policies and help (issue 16, GIGW 3.0)', () => {
  it('links every policy, help and feedback page', () => {
    const footer = renderFooter('en');
    const nav = within(footer).getByRole('navigation', { name: 'Policies and help' });
    expect(within(nav).getByRole('heading', { name: 'Policies and Help' })).toBeInTheDocument();
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Copyright Policy', '/copyright-policy'],
      ['Hyperlinking Policy', '/hyperlinking-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Disclaimer', '/disclaimer'],
      ['Accessibility Statement', '/accessibility-statement'],
      ['Help', '/help'],
      ['Feedback', '/feedback'],
    ]);
    // The privacy policy stays among the quick links.
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('names them in Hindi on a Hindi page', () => {
    const footer = renderFooter('hi');
    const nav = within(footer).getByRole('navigation', { name: 'नीतियां और सहायता' });
    expect(within(nav).getByRole('link', { name: 'कॉपीराइट नीति' })).toHaveAttribute('href', '/copyright-policy');
    expect(within(nav).getByRole('link', { name: 'सुगम्यता कथन' })).toHaveAttribute('href', '/accessibility-statement');
    expect(within(nav).getByRole('link', { name: 'प्रतिक्रिया' })).toHaveAttribute('href', '/feedback');
    expect(nav).not.toHaveTextContent(/[A-Za-z]/);
  });

  it('lists them on the site map too, under Digital Resources', () => {
    const group = SITE_MAP_GROUPS.find((candidate) => candidate.id === 'digital-resources');
    const targets = group?.links.map((link) => (link.kind === 'internal' ? link.to : link.href)) ?? [];
    for (const path of [
      '/copyright-policy',
      '/hyperlinking-policy',
      '/terms-and-conditions',
      '/disclaimer',
      '/accessibility-statement',
      '/help',
      '/feedback',
      '/search',
    ]) {
      expect(targets).toContain(path);
    }
  });
});
