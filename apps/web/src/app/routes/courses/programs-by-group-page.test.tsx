import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiAnswer, mockApi, ok, renderPage, sampleCourse } from '../../../test/render-with-api';

describe('lists by group (/programs-by-group/:id and /detail-page/:id)', { timeout: 20_000 }, () => {
  // Vite compiles the lazy page on first use, which can take seconds on a busy machine.
  beforeAll(() => import('./programs-by-group-page'), 60_000);

  it("lists the ongoing courses as links for id 1, titled 'On Going Training Program', with a spinner first", async () => {
    let answer: (value: ApiAnswer) => void = () => {};
    const fetchSpy = mockApi((url) =>
      url.pathname === '/api/courses/ongoing' ? new Promise<ApiAnswer>((resolve) => (answer = resolve)) : undefined,
    );
    renderPage('/programs-by-group/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'On Going Training Program' })).toBeInTheDocument();
    expect(await screen.findByText('Loading…', { selector: '.loading-spinner span' })).toBeInTheDocument();
    answer(ok({ success: true, data: { course: [sampleCourse({ id: 4, course_name: 'Running Now' })] } }));
    const link = await screen.findByRole('link', { name: 'Running Now' });
    expect(link).toHaveAttribute('href', '/training-program-details/4');
    expect(link.closest('li')).toHaveTextContent('21-02-2099 to 31-03-2099');
    expect(document.title).toBe('On Going Training Program | IIIDEM');
    expect(fetchSpy).toHaveBeenCalledWith('/api/courses/ongoing?limit=100', expect.anything());
  });

  it("lists the upcoming courses for id 2 at /detail-page/2, titled 'Upcoming Training Program'", async () => {
    mockApi((url) =>
      url.pathname === '/api/courses/upcoming'
        ? ok({ success: true, data: { course: [sampleCourse({ id: 5, course_name: 'Starting Soon' })] } })
        : undefined,
    );
    renderPage('/detail-page/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming Training Program' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Starting Soon' })).toHaveAttribute(
      'href',
      '/training-program-details/5',
    );
  });

  it("says 'No data available' when a group is empty or fails to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => ({ status: 503, body: { success: false, message: 'down' } }));
    renderPage('/programs-by-group/2');
    expect(await screen.findByText('No data available', {}, { timeout: 20_000 })).toBeInTheDocument();
  }, 30_000);

  it("renders the news and tenders list for id 3, titled with the category name or 'Tender & Miscellaneous'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = mockApi(() => undefined);
    renderPage('/programs-by-group/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tender & Miscellaneous' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchSpy).toHaveBeenCalledWith(expect.stringContaining('category_id=3'), expect.anything()),
    );
    expect(within(document.querySelector('main')!).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("falls back to the title 'Tender & Miscellaneous' for an unknown group", async () => {
    mockApi(() => undefined);
    renderPage('/programs-by-group/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tender & Miscellaneous' })).toBeInTheDocument();
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });
});
