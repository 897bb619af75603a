import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, renderPage } from '../../../test/render-with-api';
import { sampleUserDetails } from '../../../test/user-details';

function application(id: number, status: number, name: string, certificates = false) {
  return {
    id,
    application_status: status,
    course: {
      id: id + 100,
      course_name: name,
      program_desc: `About ${name}.`,
      start_from: '2099-02-21',
      end_to: '2099-03-31',
      location: 'IIIDEM Campus, Dwarka, New Delhi',
      course_type: 'Residential',
    },
    certificate_pdf: certificates
      ? `/api/private-files/certificates/u1/${'a'.repeat(32)}.pdf?session=1&expires=9&signature=x`
      : null,
    certificate_pdf_info: certificates ? { type: 'application/pdf', size: 250_880 } : null,
    certificate_jpg: certificates
      ? `/api/private-files/certificates/u1/${'b'.repeat(32)}.jpg?session=1&expires=9&signature=x`
      : null,
    // The JPG's size is unknown (not in the store): the link says its type only.
    certificate_jpg_info: null,
  };
}

function serve(applied: unknown[] | 'fail', completed: unknown[]) {
  return mockApi((url) => {
    if (url.pathname === '/api/applications') {
      return applied === 'fail'
        ? { status: 500, body: { success: false, message: 'x' } }
        : ok({ success: true, data: applied });
    }
    if (url.pathname === '/api/applications/completed') return ok({ success: true, data: completed });
    if (url.pathname === '/api/user-details') {
      return ok({ success: true, data: sampleUserDetails() });
    }
    return undefined;
  });
}

describe('My Courses (/dashboard)', () => {
  beforeEach(() => {
    window.localStorage.setItem('accessToken', 'test-token');
    window.localStorage.setItem('user_type', '2');
  });

  it('opens on Applied with the first course expanded, its fields and its progress track', async () => {
    serve([application(1, 1, 'Course One'), application(2, 3, 'Course Two'), application(3, 4, 'Course Three')], []);
    renderPage('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Courses' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Applied' })).toHaveAttribute('aria-selected', 'true');
    const first = await screen.findByRole('button', { name: 'Course One' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Course Two' })).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
    for (const text of [
      'Course NameCourse One',
      'DescriptionAbout Course One.',
      'Start Date21-02-2099',
      'End Date31-03-2099',
      'LocationIIIDEM Campus, Dwarka, New Delhi',
      'Mode of TrainingResidential',
    ]) {
      expect(panel.textContent).toContain(text);
    }
    const track = within(panel).getByRole('list', { name: 'Application progress' });
    expect(
      within(track)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied: completed', 'Received: completed']);
    expect(within(panel).getByText('Status: Received')).toBeInTheDocument();
  });

  it('marks Received negative for status 3 and waiting for status 4 (in words, not only colour)', async () => {
    serve([application(2, 3, 'Course Two'), application(3, 4, 'Course Three'), application(4, 2, 'Course Four')], []);
    const user = userEvent.setup();
    renderPage('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Course Three' }));
    await user.click(screen.getByRole('button', { name: 'Course Four' }));
    const tracks = screen.getAllByRole('list', { name: 'Application progress' });
    expect(
      tracks.map((track) =>
        within(track)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([
      ['Applied: completed', 'Received: not successful', 'Rejected: not successful'],
      ['Applied: completed', 'Received: waiting', 'Waitlisted: waiting'],
      ['Applied: completed', 'Received: completed', 'Approved: completed'],
    ]);
  });

  it('lists completed courses with PDF and JPG certificate links opening in a new tab', async () => {
    serve([], [application(5, 2, 'Finished Course', true)]);
    const user = userEvent.setup();
    renderPage('/dashboard');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    const pdf = await screen.findByRole('link', { name: 'Certificate (PDF, 245 KB) (opens in a new tab)' });
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf.getAttribute('href')).toMatch(/^\/api\/private-files\/certificates\/u1\/a{32}\.pdf\?/);
    expect(screen.getByRole('link', { name: 'Certificate (JPG) (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it("shows 'No data available' for empty lists and when a list fails to load", async () => {
    serve('fail', []);
    const user = userEvent.setup();
    renderPage('/dashboard');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findAllByText('No data available')).toHaveLength(2);
  });
});
