import { MESSAGES } from '@iiidem/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { paths } from '../../../paths';
import { type ApiAnswer, mockApi, ok, renderPage, sampleCourse } from '../../../test/render-with-api';

const COURSES = {
  all: [sampleCourse({ id: 1, course_name: 'Domestic One' }), sampleCourse({ id: 2, course_name: 'Abroad One' })],
  '1': [sampleCourse({ id: 1, course_name: 'Domestic One' })],
  '2': [sampleCourse({ id: 2, course_name: 'Abroad One', program_type_id: 2 })],
  '3': [],
} as const;

/** Serves /api/courses by program_type_id and records which types were asked for. */
function serveCourses() {
  const asked: string[] = [];
  const spy = mockApi((url) => {
    if (url.pathname !== '/api/courses') return undefined;
    const type = url.searchParams.get('program_type_id') ?? 'all';
    asked.push(type);
    const course = COURSES[type as keyof typeof COURSES];
    return ok({ success: true, data: { course, pages: { page: 1, limit: 50, totalData: course.length } } });
  });
  return { asked, spy };
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('course list (/iiidem-training-programs)', { timeout: 20_000 }, () => {
  // Vite compiles the lazy page on first use, which can take seconds on a busy machine.
  beforeAll(() => import('./course-list-page'), 60_000);

  it('shows the tabs all, domestic, international and academic as an accessible tab list', async () => {
    serveCourses();
    renderPage(paths.courses);
    const tablist = await screen.findByRole('tablist', { name: 'Training programmes by type' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Domestic', 'International', 'Academic']);
    expect(selectedTab()).toHaveTextContent('All');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', selectedTab().id);
  });

  it("shows each course as a card with 'Apply From', duration, 'Mode of Training', location and View Details", async () => {
    serveCourses();
    renderPage(paths.courses);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Domestic One' })).closest('li')!;
    const text = card.textContent ?? '';
    expect(text).toContain('Apply From21-02-2099');
    expect(text).toContain('Duration5 Days');
    expect(text).toContain('Mode of TrainingResidential');
    expect(text).toContain('LocationIIIDEM Campus, Dwarka, New Delhi');
    const link = within(card as HTMLElement).getByRole('link', { name: 'View Details: Domestic One' });
    expect(link).toHaveAttribute('href', '/training-program-details/1');
    expect(link.textContent).toMatch(/^View Details/);
  });

  it('takes the first tab from navigation state before the user type and the saved tab', async () => {
    const { asked } = serveCourses();
    window.localStorage.setItem('user_type', '4');
    window.localStorage.setItem('activeTab', 'domestic');
    renderPage(paths.courses, { tab: 'academic' });
    await screen.findByText(MESSAGES.noDataAvailable);
    expect(selectedTab()).toHaveTextContent('Academic');
    expect(asked).toEqual(['3']);
  });

  it('then from the stored user type: 4 international, 2 or 3 domestic', async () => {
    serveCourses();
    window.localStorage.setItem('user_type', '4');
    window.localStorage.setItem('activeTab', 'academic');
    const first = renderPage(paths.courses);
    await screen.findByRole('heading', { name: 'Abroad One' });
    expect(selectedTab()).toHaveTextContent('International');
    first.unmount();

    window.localStorage.setItem('user_type', '3');
    renderPage(paths.courses);
    await screen.findByRole('heading', { name: 'Domestic One' });
    expect(selectedTab()).toHaveTextContent('Domestic');
  });

  it('then from the saved tab, else all', async () => {
    serveCourses();
    window.localStorage.setItem('activeTab', 'international');
    const first = renderPage(paths.courses);
    await screen.findByRole('heading', { name: 'Abroad One' });
    expect(selectedTab()).toHaveTextContent('International');
    first.unmount();

    window.localStorage.removeItem('activeTab');
    renderPage(paths.courses);
    await screen.findByRole('heading', { name: 'Domestic One' });
    expect(selectedTab()).toHaveTextContent('All');
  });

  it('saves the chosen tab in activeTab and loads that program type', async () => {
    const { asked } = serveCourses();
    renderPage(paths.courses);
    await screen.findByRole('heading', { name: 'Abroad One' });
    await userEvent.click(screen.getByRole('tab', { name: 'Domestic' }));
    await waitFor(() => expect(window.localStorage.getItem('activeTab')).toBe('domestic'));
    expect(await screen.findByRole('heading', { name: 'Domestic One' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Abroad One' })).not.toBeInTheDocument();
    expect(asked).toEqual(['all', '1']);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    serveCourses();
    renderPage(paths.courses);
    await screen.findByRole('heading', { name: 'Abroad One' });
    selectedTab().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Domestic');
    expect(selectedTab()).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Academic');
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('All');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Academic');
    await userEvent.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('All');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it("shows a loading state, then 'No data available' for an empty list", async () => {
    let answer: (value: ApiAnswer) => void = () => {};
    // Only the list is held: the shell's own reads are answered, in whatever order the page makes them.
    mockApi((url) =>
      url.pathname === '/api/courses' ? new Promise<ApiAnswer>((resolve) => (answer = resolve)) : undefined,
    );
    renderPage(paths.courses, { tab: 'academic' });
    expect(await screen.findByText('Loading training programmes…')).toBeInTheDocument();
    answer(ok({ success: true, data: { course: [], pages: { page: 1, limit: 50, totalData: 0 } } }));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByText('Loading training programmes…')).not.toBeInTheDocument();
  });

  it("shows 'No data available' when loading fails (the failure is only logged)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => ({ status: 400, body: { success: false, message: 'Some values are not valid.' } }));
    renderPage(paths.courses);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('offers more programmes when the list has more than one page', async () => {
    const first = Array.from({ length: 50 }, (_, i) => sampleCourse({ id: i + 1, course_name: `Course ${i + 1}` }));
    mockApi((url) => {
      if (url.pathname !== '/api/courses') return undefined;
      const page = Number(url.searchParams.get('page'));
      const course = page === 1 ? first : [sampleCourse({ id: 51, course_name: 'Course 51' })];
      return ok({ success: true, data: { course, pages: { page, limit: 50, totalData: 51 } } });
    });
    renderPage(paths.courses);
    await screen.findByRole('heading', { name: 'Course 50' });
    expect(screen.getByText('Showing 50 of 51 programmes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more programmes' }));
    expect(await screen.findByRole('heading', { name: 'Course 51' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more programmes' })).not.toBeInTheDocument();
  });

  it('counts one programme in the singular, without building an Intl.NumberFormat (its first one costs a slow phone a long task)', async () => {
    const built: unknown[] = [];
    const NumberFormat = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct(target, args) {
        built.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      mockApi((url) => {
        if (url.pathname !== '/api/courses') return undefined;
        const pages = { page: 1, limit: 50, totalData: 1 };
        return ok({ success: true, data: { course: [sampleCourse({ id: 1 })], pages } });
      });
      renderPage(paths.courses);
      expect(await screen.findByText('Showing 1 of 1 programme')).toBeInTheDocument();
      expect(built).toEqual([]);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });

  it('counts several programmes in the Hindi plural', async () => {
    i18n.activate('hi');
    mockApi((url) => {
      if (url.pathname !== '/api/courses') return undefined;
      const course = [sampleCourse({ id: 1 }), sampleCourse({ id: 2 })];
      return ok({ success: true, data: { course, pages: { page: 1, limit: 50, totalData: 3 } } });
    });
    renderPage(paths.courses);
    expect(await screen.findByText('3 कार्यक्रमों में से 2 दिखाए जा रहे हैं')).toBeInTheDocument();
  });

  it('shows the tabs, the cards and the count in Hindi, with Hindi course names where written', async () => {
    i18n.activate('hi');
    mockApi((url) => {
      if (url.pathname !== '/api/courses') return undefined;
      const course = [
        sampleCourse({ id: 1, course_name: 'Domestic One', course_nameHi: 'घरेलू एक', locationHi: 'आईआईआईडीईएम परिसर' }),
      ];
      return ok({ success: true, data: { course, pages: { page: 1, limit: 50, totalData: 1 } } });
    });
    renderPage(paths.courses);
    const tablist = await screen.findByRole('tablist', { name: 'प्रकार के अनुसार प्रशिक्षण कार्यक्रम' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['सभी', 'घरेलू', 'अंतरराष्ट्रीय', 'शैक्षणिक']);
    const card = (await screen.findByRole('heading', { level: 2, name: 'घरेलू एक' })).closest('li')!;
    expect(card.textContent).toContain('आवेदन आरंभ21-02-2099');
    expect(card.textContent).toContain('आईआईआईडीईएम परिसर');
    expect(within(card).getByText('Residential')).toHaveAttribute('lang', 'en');
    expect(within(card).getByRole('link', { name: 'विवरण देखें: घरेलू एक' })).toBeInTheDocument();
    expect(screen.getByText('1 कार्यक्रम में से 1 दिखाए जा रहे हैं')).toBeInTheDocument();
  });
});
