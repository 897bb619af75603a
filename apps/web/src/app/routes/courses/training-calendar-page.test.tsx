import { MESSAGES } from '@iiidem/shared/messages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { renderRouteWithState } from '../../../features/content/testing';
import { paths } from '../../../paths';

const COURSES = [
  {
    id: 12,
    course_name: 'Training on Counting Procedures for Returning Officers',
    start_from: '2025-03-03',
    end_to: '2025-03-06',
    location: 'Assam Administrative Staff College, Guwahati',
    course_type: 'Residential',
    program_type: { program_name: 'Domestic' },
  },
  {
    id: 7,
    course_name: 'Certification Course for Returning Officers',
    start_from: '2025-02-21',
    end_to: '2025-03-31',
    location: 'IIIDEM Campus',
    course_type: 'Hybrid',
    program_type: { program_name: 'International' },
  },
  {
    id: 9,
    course_name: 'Workshop on IT Applications in Election Management',
    start_from: '2025-02-03',
    end_to: '2025-02-04',
    location: null,
    course_type: 'Online',
    program_type: { program_name: 'Domestic' },
  },
];

function mockCourses(body: unknown, status = 200) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
}

describe('Training Calendar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for up to 100 courses and groups them by the month they start in', async () => {
    // The answer waits until the loading state has been seen.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      await answered;
      return new Response(JSON.stringify({ success: true, data: { course: COURSES } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderRouteWithState(paths.trainingCalendar);
    await screen.findByRole('heading', { level: 1, name: 'Training Calendar' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the training calendar…');
    answer();

    const february = await screen.findByRole('region', { name: 'February 2025' });
    expect(fetchMock).toHaveBeenCalledWith('/api/courses?limit=100', expect.anything());
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['February 2025', 'March 2025']);
    const courseLinks = within(february).getAllByRole('link');
    expect(courseLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Workshop on IT Applications in Election Management', '/training-program-details/9'],
      ['Certification Course for Returning Officers', '/training-program-details/7'],
    ]);
    const certification = courseLinks[1]?.closest('li') as HTMLElement;
    expect(certification).toHaveTextContent('Dates:21-02-2025 to 31-03-2025');
    expect(certification).toHaveTextContent('Programme:International');
    expect(certification).toHaveTextContent('Mode of Training:Hybrid');
    expect(certification).toHaveTextContent('Location:IIIDEM Campus');
    expect(screen.getByRole('region', { name: 'March 2025' })).toHaveTextContent(
      'Training on Counting Procedures for Returning Officers',
    );
  });

  it("shows 'No data available' when there are no courses", async () => {
    mockCourses({ success: true, data: { course: [] } });
    renderRouteWithState(paths.trainingCalendar);
    expect(await screen.findByText(MESSAGES.noDataAvailable)).toBeInTheDocument();
  });

  it("logs a failed load and shows 'No data available'", async () => {
    mockCourses({ success: false, message: 'Not found.' }, 404);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRouteWithState(paths.trainingCalendar);
    expect(await screen.findByText(MESSAGES.noDataAvailable)).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('names the months and dates in Hindi, and the Hindi course names where written', async () => {
    i18n.activate('hi');
    const [, certification, workshop] = COURSES;
    mockCourses({
      success: true,
      data: { course: [{ ...certification!, course_nameHi: 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम' }, workshop!] },
    });
    renderRouteWithState(paths.trainingCalendar);
    const february = await screen.findByRole('region', { name: 'फ़रवरी 2025' });
    const link = within(february).getByRole('link', { name: 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम' });
    expect(link.closest('li')).toHaveTextContent('21-02-2025 से 31-03-2025 तक');
    expect(within(february).getByText('Workshop on IT Applications in Election Management')).toHaveAttribute(
      'lang',
      'en',
    );
    // The programme type's name in Hindi (the shared texts' bridge), not English data.
    expect(within(february).getAllByText('अंतरराष्ट्रीय')[0]).not.toHaveAttribute('lang');
  });
});
