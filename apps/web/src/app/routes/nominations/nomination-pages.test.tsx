import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERNATIONAL_SECTION_TITLES } from '../../../test/nomination-sections';
import { type ApiAnswer, mockApi, ok, renderPage, sampleCourse } from '../../../test/render-with-api';
import { sampleUserDetails } from '../../../test/user-details';

const PROFILE = sampleUserDetails();

const COUNTRIES = [
  { id: 99, name: 'INDIA', nicename: 'India', iso: 'IN' },
  { id: 156, name: 'NIGERIA', nicename: 'Nigeria', iso: 'NG' },
];
const STATES = [
  { ST_CODE: 'S10', ST_NAME: 'Karnataka' },
  { ST_CODE: 'U05', ST_NAME: 'NCT OF Delhi' },
];

type Sent = { url: URL; method: string; body: unknown; headers: Headers };

/** Serves the course, profile, lists and draft; `onSubmit` answers the nomination POST. */
function serveForm(options: {
  course?: ReturnType<typeof sampleCourse>;
  userType?: number;
  draft?: Record<string, string> | null;
  onSubmit?: (body: FormData) => ApiAnswer;
}) {
  const course = options.course ?? sampleCourse({ id: 7, course_hostel_facility: 'No' });
  const sent: Sent[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    sent.push({ url, method, body: init?.body, headers: new Headers(init?.headers) });
    let answer: ApiAnswer | undefined;
    if (url.pathname === `/api/courses/${course.id}`) answer = ok({ success: true, data: { course } });
    else if (url.pathname === '/api/user-details')
      answer = ok({ success: true, data: { ...PROFILE, user_type: options.userType ?? 2 } });
    else if (url.pathname === '/api/countries') answer = ok({ success: true, data: COUNTRIES });
    else if (url.pathname === '/api/states') answer = ok({ success: true, data: STATES });
    else if (url.pathname.startsWith('/api/nominations/drafts/') && method === 'GET') {
      answer = ok({
        success: true,
        data: options.draft
          ? {
              form: options.userType === 4 ? 'international' : 'domestic',
              data: options.draft,
              updated_at: '2026-01-01T00:00:00.000Z',
            }
          : null,
      });
    } else if (url.pathname.startsWith('/api/nominations/drafts/'))
      answer = ok({ success: true, message: 'ok', data: {} });
    else if (url.pathname.startsWith('/api/nominations/') && method === 'POST') {
      answer = options.onSubmit?.(init?.body as FormData) ?? {
        status: 201,
        body: { success: true, message: 'Form submitted successfully', data: { id: 1, application_status: 1 } },
      };
    } else if (url.pathname === '/api/applications') answer = ok({ success: true, data: [] });
    const resolved = answer ?? { status: 404, body: { success: false, message: 'Not found.' } };
    return new Response(JSON.stringify(resolved.body), {
      status: resolved.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { spy, sent, course };
}

function signIn(userType: number) {
  window.localStorage.setItem('accessToken', 'test-token');
  window.localStorage.setItem('user_type', String(userType));
}

async function fillDomestic(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Title/), 'Ms');
  await user.selectOptions(screen.getByLabelText(/^Gender/), 'F');
  // Typed as 8 digits, shown DD-MM-YYYY (spec 2 §5, issue 17), sent YYYY-MM-DD.
  await user.type(screen.getByLabelText(/^Date of Birth/), '15021990');
  expect(screen.getByLabelText(/^Date of Birth/)).toHaveValue('15-02-1990');
  await user.selectOptions(screen.getByLabelText(/^State \/ Union Territory/), 'S10');
}

describe('domestic nomination form (/domestic-application/:id)', () => {
  beforeEach(() => signIn(2));
  afterEach(() => vi.useRealTimers());

  it('shows the breadcrumb, the course summary and the profile fields read-only', async () => {
    serveForm({});
    renderPage('/domestic-application/7');
    const summary = await screen.findByRole('table', { name: 'Course summary' });
    expect(screen.getByRole('heading', { level: 1, name: 'Domestic Nomination Form' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'HomeDomesticCertification Course for Returning Officers',
    );
    expect(document.title).toBe('Certification Course for Returning Officers | IIIDEM');
    expect(within(summary).getByText('21-02-2099 to 31-03-2099')).toBeInTheDocument();
    expect(within(summary).getByText('IIIDEM Campus, Dwarka, New Delhi')).toBeInTheDocument();
    const firstName = await screen.findByLabelText(/^First Name/);
    expect(firstName).toHaveValue('Asha');
    expect(firstName).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('9876543210');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('asha@example.org');
    expect(screen.getByLabelText(/^Middle Name/)).toHaveAttribute('maxlength', '150');
    expect(screen.getByLabelText(/^Current Work Place/)).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText(/^Office Address/)).toHaveAttribute('maxlength', '200');
  }, 20_000);

  it('gives every element a unique id, so each label names its own control', async () => {
    serveForm({});
    renderPage('/domestic-application/7');
    await screen.findByLabelText(/^First Name/);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(screen.getByLabelText(/^Photo/)).toHaveAttribute('type', 'file');
  });

  it('keeps hostel at No and offers no Yes when the course has no hostel facility', async () => {
    serveForm({});
    renderPage('/domestic-application/7');
    const group = await screen.findByRole('group', { name: 'Do you need hostel accommodation?' });
    expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Yes' })).toBeDisabled();
  });

  it('sanitises a name as it is typed and says what it did not keep; other text keeps its punctuation (issue 16)', async () => {
    serveForm({});
    const user = userEvent.setup();
    renderPage('/domestic-application/7');
    const middleName = await screen.findByLabelText(/^Middle Name/);
    await user.type(middleName, "  D'Souza, <b>");
    expect(middleName).toHaveValue('DSouza b');
    expect(middleName).toHaveAccessibleDescription(
      "Not kept: ' , < >. A name can contain only letters, digits, spaces and the characters @ . _ / + -.",
    );
    const designation = screen.getByLabelText(/^Designation/);
    await user.type(designation, 'Tahsildar (acting), Ward #4');
    expect(designation).toHaveValue('Tahsildar (acting), Ward #4');
    const address = screen.getByLabelText(/^Office Address/);
    await user.type(address, "Collector's Office, Room 4{Enter}Gate 2");
    expect(address).toHaveValue("Collector's Office, Room 4\nGate 2");
  });

  it('sends nothing while a rule fails: errors under the fields, a summary linking to them, focus on the first', async () => {
    const { sent } = serveForm({});
    const user = userEvent.setup();
    renderPage('/domestic-application/7');
    await screen.findByLabelText(/^First Name/);
    await user.type(screen.getByLabelText(/^Date of Birth/), '2015-01-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please select a title')).toBeInTheDocument();
    expect(screen.getByText('Date of birth should be equal to or greater than 18 years.')).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement as HTMLElement;
    expect(within(summary).getByRole('link', { name: 'Gender: Please select a gender' })).toHaveAttribute(
      'href',
      `#${screen.getByLabelText(/^Gender/).id}`,
    );
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it("checks a chosen photo: 'File format should be JPG or PNG', 'File size should be less than 2MB', then says it is chosen, not uploaded (issue 17)", async () => {
    serveForm({});
    const user = userEvent.setup({ applyAccept: false });
    renderPage('/domestic-application/7');
    const photo = await screen.findByLabelText(/^Photo/);
    await user.upload(photo, new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('File format should be JPG or PNG')).toBeInTheDocument();
    await user.upload(photo, new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('File size should be less than 2MB')).toBeInTheDocument();
    await user.upload(photo, new File([new Uint8Array(100)], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Chosen: me.jpg. It is uploaded when you submit the form.')).toBeInTheDocument();
    expect(screen.queryByText('File size should be less than 2MB')).not.toBeInTheDocument();
    expect(screen.queryByText('File uploaded successfully')).not.toBeInTheDocument();
  });

  it('submits once with the photo, shows the success popup and goes to /dashboard', async () => {
    let posts = 0;
    let sentBody: FormData | undefined;
    const { sent } = serveForm({
      onSubmit: (body) => {
        posts += 1;
        sentBody = body;
        return {
          status: 201,
          body: { success: true, message: 'Form submitted successfully', data: { id: 1, application_status: 1 } },
        };
      },
    });
    const user = userEvent.setup();
    const { router } = renderPage('/domestic-application/7');
    await screen.findByLabelText(/^First Name/);
    await fillDomestic(user);
    await user.upload(
      screen.getByLabelText(/^Photo/),
      new File([new Uint8Array(100)], 'me.jpg', { type: 'image/jpeg' }),
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.dblClick(submit);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Success' })).toBeInTheDocument();
    expect(within(dialog).getByText('Form submitted successfully')).toBeInTheDocument();
    // The photo says it was uploaded once the server has kept it (issue 17).
    expect(screen.getByText('File uploaded successfully')).toBeInTheDocument();
    expect(posts).toBe(1);
    expect(sentBody?.get('course_id')).toBe('7');
    expect(sentBody?.get('state_ut_name')).toBe('S10');
    expect(sentBody?.get('dob')).toBe('1990-02-15');
    expect(sentBody?.get('hostel_facility')).toBe('No');
    expect(sentBody?.get('first_name')).toBe('Asha');
    expect(sentBody?.get('photo')).toBeInstanceOf(File);
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.headers.get('authorization')).toBe('Bearer test-token');
    expect(post?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows server field errors under the fields and focuses the first', async () => {
    serveForm({
      onSubmit: () => ({
        status: 400,
        body: {
          success: false,
          message: 'Some values are not valid.',
          errors: [{ path: 'designation', msg: 'Server says no' }],
        },
      }),
    });
    const user = userEvent.setup();
    renderPage('/domestic-application/7');
    await screen.findByLabelText(/^First Name/);
    await fillDomestic(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Server says no')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Designation/)).toHaveFocus();
  });

  it("shows the server's refusal of the photo alone, never 'File uploaded successfully' beside it (issue 17)", async () => {
    serveForm({
      onSubmit: () => ({
        status: 400,
        body: {
          success: false,
          message: 'Some values are not valid.',
          errors: [{ path: 'photo', msg: 'File format should be JPG or PNG' }],
        },
      }),
    });
    const user = userEvent.setup();
    renderPage('/domestic-application/7');
    await screen.findByLabelText(/^First Name/);
    await fillDomestic(user);
    const photo = screen.getByLabelText(/^Photo/);
    await user.upload(photo, new File([new Uint8Array(100)], 'me.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(photo).toHaveAccessibleDescription('Max 2MB, jpeg or png Error: File format should be JPG or PNG'),
    );
    expect(photo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('File uploaded successfully')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Chosen: me\.jpg/)).not.toBeInTheDocument();
  });

  it("shows 'Error' with a string message and 'Warning' for success false", async () => {
    let answer: ApiAnswer = {
      status: 409,
      body: { success: false, message: 'You have already applied for this course.' },
    };
    serveForm({ onSubmit: () => answer });
    const user = userEvent.setup();
    renderPage('/domestic-application/7');
    await screen.findByLabelText(/^First Name/);
    await fillDomestic(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(within(dialog).getByText('You have already applied for this course.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    answer = { status: 200, body: { success: false, message: 'Seats are full' } };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Warning' })).toBeInTheDocument();
    expect(within(dialog).getByText('Seats are full')).toBeInTheDocument();
  });

  it('restores the draft and clears everything on Reset', async () => {
    const { sent } = serveForm({ draft: { designation: 'Tahsildar', state_ut_name: 'S10' } });
    const user = userEvent.setup();
    renderPage('/domestic-application/7');
    const designation = await screen.findByLabelText(/^Designation/);
    await waitFor(() => expect(designation).toHaveValue('Tahsildar'));
    expect(screen.getByLabelText(/^State \/ Union Territory/)).toHaveValue('S10');
    expect(screen.getByText(/Your unsent answers were restored/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a title')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(designation).toHaveValue('');
    expect(screen.queryByText('Please select a title')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Asha');
    await waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it('saves a draft a moment after typing stops', async () => {
    const { sent } = serveForm({});
    const user = userEvent.setup();
    renderPage('/domestic-application/7');
    await screen.findByLabelText(/^First Name/);
    await waitFor(() =>
      expect(sent.some((request) => request.url.pathname.startsWith('/api/nominations/drafts/'))).toBe(true),
    );
    await user.type(screen.getByLabelText(/^Designation/), 'Tahsildar');
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true), { timeout: 4000 });
    const put = sent.find((request) => request.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toEqual({ form: 'domestic', data: { designation: 'Tahsildar' } });
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
  });

  it('points an international account to its own form of an international course', async () => {
    signIn(4);
    serveForm({
      userType: 4,
      course: sampleCourse({ id: 7, program_type_id: 2, program_type: { program_name: 'International' } }),
    });
    renderPage('/domestic-application/7');
    expect(
      await screen.findByText(/The domestic nomination form is for domestic and faculty applicants/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the international nomination form' })).toHaveAttribute(
      'href',
      '/international-application/7',
    );
  });

  it('says applications are closed for a course whose end day has passed, and No Data Available for an unknown one', async () => {
    serveForm({ course: sampleCourse({ id: 7, start_from: '2020-01-01', end_to: '2020-01-05' }) });
    renderPage('/domestic-application/7');
    expect(await screen.findByText('Applications for this course are closed.')).toBeInTheDocument();
  });

  it("shows 'No Data Available' for an unknown course", async () => {
    mockApi(() => undefined);
    renderPage('/domestic-application/12345');
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });
});

describe('international nomination form (/international-application/:id)', () => {
  beforeEach(() => signIn(4));

  it('shows every section, the country selects and the live word count', async () => {
    serveForm({
      userType: 4,
      course: sampleCourse({ id: 7, program_type_id: 2, program_type: { program_name: 'International' } }),
    });
    const user = userEvent.setup();
    renderPage('/international-application/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'International Nomination Form' })).toBeInTheDocument();
    for (const section of INTERNATIONAL_SECTION_TITLES) {
      expect(await screen.findByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    // Addresses and emergency contacts are fieldsets: each field is announced with its group's name (issue 16).
    for (const group of [
      'Office Address',
      'Residence Address',
      'Emergency Contact at Home',
      'Emergency Contact in India',
    ]) {
      const fieldset = screen.getByRole('group', { name: group });
      expect(within(fieldset).getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
      expect(within(fieldset).getAllByRole('textbox').length).toBeGreaterThan(0);
    }
    const nominating = screen.getByLabelText(/^Nominating Country/);
    expect(within(nominating).getByRole('option', { name: 'Nigeria' })).toHaveValue('156');
    expect(within(screen.getByLabelText(/^Nationality/)).getByRole('option', { name: 'Nigeria' })).toHaveValue(
      'NIGERIA',
    );
    expect(within(screen.getByLabelText(/^Country Code/)).getByRole('option', { name: 'Nigeria (NG)' })).toHaveValue(
      'NG',
    );
    expect(screen.getByLabelText(/^WhatsApp Number/)).toHaveAttribute('maxlength', '15');
    expect(screen.getByLabelText(/^Year/)).toHaveAttribute('maxlength', '4');
    const group = screen.getByRole('group', { name: 'Do you need hostel accommodation?' });
    expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Yes' })).toBeEnabled();
    expect(screen.getByText('0 of 100 words')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Reasons for applying/), 'To learn election management');
    expect(screen.getByText('4 of 100 words')).toBeInTheDocument();
    // Dates are typed DD-MM-YYYY (issue 17); the date of birth's hint says the latest date (18 years ago).
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveAccessibleDescription(
      /^For example, 27-03-1990\. Not later than \d{2}-\d{2}-\d{4}\.$/,
    );
  }, 20_000);

  it('requires the asterisked fields on submit', async () => {
    serveForm({
      userType: 4,
      course: sampleCourse({ id: 7, program_type_id: 2, program_type: { program_name: 'International' } }),
    });
    const user = userEvent.setup();
    renderPage('/international-application/7');
    await screen.findByLabelText(/^First Name/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Please select a gender',
      'Please select the country of birth.',
      'Please select the nationality.',
      'Please select the marital status.',
      'Please select the country code.',
      'Please select the blood group.',
    ]) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText(/^Gender/)).toHaveFocus();
  }, 20_000);
});
