import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/runtime';
import NotFoundPage from './not-found-page';

describe('the error pages in Hindi (issue 14)', () => {
  it('shows the not-found page, its title and breadcrumb in Hindi', () => {
    i18n.activate('hi');
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('क्षमा करें!!! आप जो पृष्ठ खोज रहे हैं वह नहीं मिला');
    expect(screen.getByRole('link', { name: 'मुख्य पृष्ठ पर वापस जाएं' })).toHaveAttribute('href', '/');
    const breadcrumb = screen.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    expect(breadcrumb).toHaveTextContent(/^मुख्य पृष्ठ\s*पृष्ठ नहीं मिला$/);
    expect(document.title).toBe('पृष्ठ नहीं मिला | आईआईआईडीईएम');
  });
});
