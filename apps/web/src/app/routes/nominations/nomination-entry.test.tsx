import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { mockApi, ok, renderPage, sampleCourse } from '../../../test/render-with-api';

/**
 * What the nomination pages show instead of the form (issue 17): the applied state once the applicant has applied
 * (no second form), and the Apply Now rule's reason when the course's type does not fit the applicant's.
 */

const INTERNATIONAL_COURSE = sampleCourse({
  id: 7,
  program_type_id: 2,
  program_type: { program_name: 'International' },
});
const ACADEMIC_COURSE = sampleCourse({ id: 7, program_type_id: 3, program_type: { program_name: 'Academic' } });

function serve(options: { course?: ReturnType<typeof sampleCourse>; applied?: number }) {
  const course = options.course ?? sampleCourse({ id: 7 });
  return mockApi((url) => {
    if (url.pathname === '/api/courses/7') return ok({ success: true, data: { course } });
    if (url.pathname === '/api/states') return ok({ success: true, data: [] });
    if (url.pathname === '/api/countries') return ok({ success: true, data: [] });
    if (url.pathname.startsWith('/api/nominations/drafts/')) return ok({ success: true, data: null });
    if (url.pathname === '/api/applications/by-course') {
      const data =
        options.applied === undefined
          ? []
          : [{ course_id: 7, application_id: 31, application_status: options.applied, completed: false }];
      return ok({ success: true, data });
    }
    return undefined;
  });
}

function signIn(userType: number) {
  window.localStorage.setItem('accessToken', 'test-token');
  window.localStorage.setItem('user_type', String(userType));
}

describe('the nomination pages: applied state and course type', { timeout: 20_000 }, () => {
  beforeAll(() => import('./domestic-application-page'), 60_000);

  it('shows the applied state, the status and the way to the dashboard instead of a second form', async () => {
    signIn(2);
    serve({ applied: 2 });
    renderPage('/domestic-application/7');
    expect(await screen.findByText('You have applied for this course.')).toBeVisible();
    expect(screen.getByText('Approved').closest('p')).toHaveTextContent('Status: Approved');
    expect(screen.getByRole('link', { name: 'See your application in My Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^First Name/)).not.toBeInTheDocument();
  });

  it('opens the form when the applicant has not applied', async () => {
    signIn(3);
    serve({});
    renderPage('/domestic-application/7');
    expect(await screen.findByLabelText(/^First Name/)).toBeInTheDocument();
  });

  it("tells a domestic applicant 'This programme is for international applicants.' on an international course", async () => {
    signIn(2);
    serve({ course: INTERNATIONAL_COURSE });
    renderPage('/domestic-application/7');
    expect(await screen.findByText('This programme is for international applicants.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it("tells an international applicant 'This programme is for domestic and faculty applicants.' on a domestic course", async () => {
    signIn(4);
    serve({});
    renderPage('/international-application/7');
    expect(await screen.findByText('This programme is for domestic and faculty applicants.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('opens no form for an academic course', async () => {
    signIn(2);
    serve({ course: ACADEMIC_COURSE });
    renderPage('/domestic-application/7');
    expect(await screen.findByText('Academic programmes are not applied for through this portal.')).toBeVisible();
  });

  it('says it in Hindi', async () => {
    signIn(2);
    i18n.activate('hi');
    serve({ applied: 1 });
    renderPage('/domestic-application/7');
    expect(await screen.findByText('आपने इस पाठ्यक्रम के लिए आवेदन किया है।')).toBeVisible();
    expect(screen.getByText('प्राप्त').closest('p')).toHaveTextContent('स्थिति: प्राप्त');
  });
});
