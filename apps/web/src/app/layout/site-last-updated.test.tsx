import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/runtime';
import { FreshSwr, mockFetch, okJson } from '../../test/mock-api';
import { SiteLastUpdated } from './site-last-updated';

afterEach(() => {
  i18n.activate('en');
  vi.restoreAllMocks();
});

describe("the footer's 'Site last updated' line (issue 16, GIGW)", () => {
  it('names the day the public site last changed, in English and in Hindi', () => {
    i18n.activate('en');
    const { unmount } = render(
      <FreshSwr>
        <SiteLastUpdated />
      </FreshSwr>,
    );
    expect(screen.getByText(/^Site last updated:/)).toHaveTextContent('Site last updated: 10 November 2026');
    expect(screen.getByText('10 November 2026')).toHaveAttribute('datetime', '2026-11-10');
    unmount();

    i18n.activate('hi');
    render(
      <FreshSwr>
        <SiteLastUpdated />
      </FreshSwr>,
    );
    expect(screen.getByText(/^साइट अंतिम बार अद्यतन:/)).toHaveTextContent('साइट अंतिम बार अद्यतन: 10 नवंबर 2026');
  });

  it('shows nothing before anything was published', async () => {
    const spy = mockFetch((url) =>
      url.pathname === '/api/site-updated' ? okJson({ success: true, data: { last_updated: null } }) : undefined,
    );
    render(
      <FreshSwr>
        <SiteLastUpdated />
      </FreshSwr>,
    );
    await waitFor(() => expect(screen.queryByText(/^Site last updated:/)).toBeNull());
    expect(spy.mock.calls.map(([input]) => String(input))).toContainEqual(expect.stringContaining('/api/site-updated'));
  });
});
