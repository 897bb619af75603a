import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, renderPage } from '../../../test/render-with-api';
import { sampleUserDetails } from '../../../test/user-details';

function application(id: number, status: number, name: string, certificates = false, programType = 1) {
  return {
    id,
    application_number: `IIIDEM/2026/${String(id).padStart(6, '0')}`,
    submitted_on: '2026-03-04',
    application_status: status,
    can_withdraw: status === 1,
    can_add_to_calendar: status === 2,
    course: {
      program_type_id: programType,
      id: id + 100,
      course_name: name,
      program_desc: `About ${name}.`,
      start_from: '2099-02-21',
      end_to: '2099-03-31',
      held_from: '2099-04-06',
      held_to: '2099-04-10',
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

function serve(
  applied: unknown[] | 'fail',
  completed: unknown[],
  withdraw: { status: number; body: unknown } = { status: 200, body: {} },
) {
  return mockApi((url) => {
    if (/^\/api\/applications\/\d+\/withdraw$/.test(url.pathname)) return withdraw;
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
      'Application Open Date21-02-2099',
      'Application Close Date31-03-2099',
      'Course DatesHeld from 06-04-2099 to 10-04-2099',
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

  it('shows each application number and the day it was submitted (day-month-year)', async () => {
    serve([application(123, 1, 'Course One')], []);
    renderPage('/dashboard');
    const first = await screen.findByRole('button', { name: 'Course One' });
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.textContent).toContain('Application numberIIIDEM/2026/000123');
    expect(panel.textContent).toContain('Submitted on04-03-2026');
    expect(within(panel).getByRole('link', { name: 'View application IIIDEM/2026/000123' })).toHaveAttribute(
      'href',
      '/my-application/123',
    );
    expect(within(panel).getByRole('button', { name: 'Download acknowledgement (PDF)' })).toBeInTheDocument();
    // Received: it may be withdrawn; not approved: no calendar file.
    expect(within(panel).getByRole('button', { name: 'Withdraw application' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Add to calendar (.ics)' })).toBeNull();
  });

  it('offers a calendar file for an approved application and no withdrawal once reviewed', async () => {
    serve([application(4, 2, 'Course Four')], []);
    renderPage('/dashboard');
    await screen.findByRole('button', { name: 'Course Four' });
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });

  it('asks for confirmation before withdrawing, then says it is withdrawn', async () => {
    const spy = serve([application(7, 1, 'Course Seven')], [], {
      status: 200,
      body: { success: true, message: 'Your application has been withdrawn.', data: { id: 7, application_status: 5 } },
    });
    const user = userEvent.setup();
    renderPage('/dashboard');
    await screen.findByRole('button', { name: 'Course Seven' });
    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    expect(dialog).toHaveTextContent(
      'Your application IIIDEM/2026/000007 for Course Seven will be withdrawn. The institute will not review it, and this cannot be undone.',
    );
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(spy.mock.calls.some(([input]) => String(input).includes('/withdraw'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your application has been withdrawn.')).toBeInTheDocument();
    expect(spy.mock.calls.some(([input]) => String(input).includes('/api/applications/7/withdraw'))).toBe(true);
  });

  it('shows the refusal when the application was reviewed meanwhile', async () => {
    serve([application(8, 1, 'Course Eight')], [], {
      status: 409,
      body: {
        success: false,
        message: 'This application has already been reviewed, so it can no longer be withdrawn.',
      },
    });
    const user = userEvent.setup();
    renderPage('/dashboard');
    await screen.findByRole('button', { name: 'Course Eight' });
    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This application has already been reviewed, so it can no longer be withdrawn.',
    );
  });

  it('the stored user type picks the list (4 international; 2 or 3 domestic)', async () => {
    const lists = [
      application(11, 1, 'Domestic Course', false, 1),
      application(12, 1, 'International Course', false, 2),
    ];
    serve(lists, []);
    const { unmount } = renderPage('/dashboard');
    expect(await screen.findByRole('button', { name: 'Domestic Course' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'International Course' })).toBeNull();
    unmount();

    window.localStorage.setItem('user_type', '4');
    serve(lists, []);
    const second = renderPage('/dashboard');
    expect(await screen.findByRole('button', { name: 'International Course' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Domestic Course' })).toBeNull();
    second.unmount();

    window.localStorage.setItem('user_type', '3');
    serve(lists, []);
    renderPage('/dashboard');
    expect(await screen.findByRole('button', { name: 'Domestic Course' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'International Course' })).toBeNull();
  });
});
