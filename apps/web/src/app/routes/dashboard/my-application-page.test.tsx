import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { mockApi, ok, renderPage } from '../../../test/render-with-api';

function submitted(overrides: Record<string, unknown> = {}) {
  return {
    id: 123,
    application_number: 'IIIDEM/2026/000123',
    submitted_on: '2026-03-04',
    application_status: 1,
    completed: false,
    can_withdraw: true,
    can_add_to_calendar: false,
    form: 'domestic',
    course: {
      id: 7,
      course_name: 'Certification Course for Returning Officers',
      course_nameHi: '',
      start_from: '2099-02-21',
      end_to: '2099-03-31',
    },
    values: {
      title: 'Ms',
      first_name: 'Asha',
      middle_name: '',
      last_name: 'Verma',
      gender: 'F',
      dob: '1990-02-15',
      mobile_no: '9876543210',
      email_id: 'asha@example.org',
      current_work_place: 'Office of the Chief Electoral Officer',
      designation: 'Deputy Collector',
      state_ut_name: 'Delhi',
      office_address: 'Nirvachan Sadan, New Delhi',
      hostel_facility: 'No',
    },
    files: { photo: '/api/private-files/nominations/u1/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg?session=1' },
    ...overrides,
  };
}

function serve(answer: { status: number; body: unknown }) {
  return mockApi((url) => (url.pathname === '/api/applications/123' ? answer : undefined));
}

describe('My Application (/my-application/:id, issue 17)', () => {
  beforeEach(() => {
    window.localStorage.setItem('accessToken', 'test-token');
    window.localStorage.setItem('user_type', '2');
  });

  it('shows what was submitted, read-only: number, date, every field, the photo', async () => {
    serve(ok({ success: true, data: submitted() }));
    renderPage('/my-application/123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application IIIDEM/2026/000123' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const text of [
      'Application numberIIIDEM/2026/000123',
      'Submitted on04-03-2026',
      'First NameAsha',
      'GenderFemale',
      'Date of Birth15-02-1990',
      'DesignationDeputy Collector',
      'Middle NameNot given',
    ]) {
      expect(main.textContent).toContain(text);
    }
    expect(within(main).getByRole('img', { name: 'Photo' })).toHaveAttribute(
      'src',
      '/api/private-files/nominations/u1/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg?session=1',
    );
    expect(within(main).queryByRole('textbox')).toBeNull();
    expect(within(main).getByRole('button', { name: 'Withdraw application' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to My Courses' })).toHaveAttribute('href', '/dashboard');
  });

  it("says so when the application is not the applicant's", async () => {
    serve({ status: 404, body: { success: false, message: 'There is no application of yours with this id.' } });
    renderPage('/my-application/123');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no application of yours with this id.');
  });

  it('is in Hindi, labels included', async () => {
    serve(ok({ success: true, data: submitted() }));
    i18n.activate('hi');
    renderPage('/my-application/123');
    expect(await screen.findByRole('heading', { level: 1, name: 'आवेदन IIIDEM/2026/000123' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('आवेदन संख्याIIIDEM/2026/000123');
    expect(main.textContent).toContain('महिला');
    expect(within(main).getByRole('button', { name: 'आवेदन वापस लें' })).toBeInTheDocument();
  });
});
