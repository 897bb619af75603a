import type { TAdminCertificateState } from '@iiidem/shared/admin/certificates';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FreshSwr } from '../../../test/mock-api';
import { CertificatePanel } from './certificate-panel';

type Call = { method: string; path: string; body: unknown; authorization: string | null };

const ISSUED = {
  certificate_number: 'IIIDEM-2026-7K3QX9M2',
  issued_at: '2026-03-01T06:30:00.000Z',
  issued_by: 'Ravi Staff',
  pdf: `/api/private-files/certificates/u9/${'a'.repeat(32)}.pdf`,
  jpg: `/api/private-files/certificates/u9/${'b'.repeat(32)}.jpg`,
  participant_name: 'Ms Asha K Verma',
  course_name: 'Certification Course for Returning Officers',
  held_from: '2026-02-21',
  held_to: '2026-02-25',
  location: 'IIIDEM Campus, Dwarka, New Delhi',
};

function state(overrides: Partial<TAdminCertificateState> = {}): TAdminCertificateState {
  return {
    application_id: 5,
    application_status: 2,
    completed_at: null,
    completed_early_reason: null,
    held_from: '2026-02-21',
    held_to: '2026-02-25',
    course_held: true,
    certificate: null,
    revoked: [],
    ...overrides,
  };
}

/** Answers the panel's calls: the state on GET, `after` (or an error) on POST; records every call. */
function serve(initial: TAdminCertificateState, onPost?: (path: string) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const server = { current: initial };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body,
      authorization: headers.get('authorization'),
    });
    if (url.pathname.startsWith('/api/private-files/')) {
      return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 });
    }
    const answer =
      (init?.method ?? 'GET') === 'POST' && onPost
        ? onPost(url.pathname)
        : { status: 200, body: { success: true, data: server.current } };
    if (answer.status === 200 && (init?.method ?? 'GET') === 'POST') {
      server.current = (answer.body as { data: TAdminCertificateState }).data;
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return Object.assign(calls, { server });
}

/** Stands for the application page, which reloads its own answer after a status change. */
function ReloadApplication() {
  const { mutate } = useSWRConfig();
  return (
    <button type="button" onClick={() => void mutate('/admin/applications/5')}>
      Reload application
    </button>
  );
}

function renderPanel(onChange = vi.fn()) {
  render(
    <FreshSwr>
      <CertificatePanel applicationId={5} onChange={onChange} />
      <ReloadApplication />
    </FreshSwr>,
  );
  return onChange;
}

describe('CertificatePanel', () => {
  beforeEach(() => {
    window.localStorage.setItem('accessToken', 'staff-token');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:certificate');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });

  it('marks an approved application completed after a confirmation, then asks for the certificate', async () => {
    const calls = serve(state(), () => ({
      status: 200,
      body: {
        success: true,
        message: 'The application is marked as completed.',
        data: state({ completed_at: '2026-02-28T10:00:00.000Z' }),
      },
    }));
    const onChange = renderPanel();
    expect(await screen.findByText('This course is not marked as completed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this application as completed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));

    expect(await screen.findByText('The application is marked as completed.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The application is marked as completed.');
    expect(screen.getByText(/Completed on 28 February 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate certificate' })).toBeInTheDocument();
    expect(screen.getByLabelText('Certificate PDF')).toBeInTheDocument();
    expect(screen.getByLabelText('Certificate image (JPG or PNG)')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/api/admin/applications/5/complete', authorization: 'Bearer staff-token' });
  });

  it('explains why an application that is not approved cannot be completed', async () => {
    serve(state({ application_status: 4 }));
    renderPanel();
    expect(
      await screen.findByText(/Only an approved application can be marked as completed\. Its status is Waitlisted/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();
  });

  it('offers "Mark as completed" as soon as the page around it approves the application', async () => {
    const calls = serve(state({ application_status: 1 }));
    renderPanel();
    expect(await screen.findByText(/Its status is Received/)).toBeInTheDocument();
    calls.server.current = state({ application_status: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Reload application' }));
    expect(await screen.findByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
  });

  it('shows the refusal of the server as an alert', async () => {
    serve(state(), () => ({
      status: 409,
      body: { success: false, message: 'This application is already marked as completed.' },
    }));
    const onChange = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as completed' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This application is already marked as completed.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('generates the certificate and then shows its number, issue date and both files', async () => {
    const calls = serve(state({ completed_at: '2026-02-28T10:00:00.000Z' }), () => ({
      status: 200,
      body: {
        success: true,
        message: 'The certificate was generated.',
        data: state({ completed_at: '2026-02-28T10:00:00.000Z', certificate: ISSUED }),
      },
    }));
    const onChange = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate certificate' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Generate certificate' }));

    expect(await screen.findByText('IIIDEM-2026-7K3QX9M2')).toBeInTheDocument();
    expect(screen.getByText('1 March 2026')).toBeInTheDocument();
    expect(screen.getByText('Ravi Staff')).toBeInTheDocument();
    const pdfLink = await screen.findByRole('link', { name: /Open the certificate PDF/ });
    expect(pdfLink).toHaveAttribute('href', 'blob:certificate');
    expect(pdfLink).toHaveAttribute('target', '_blank');
    expect(await screen.findByRole('link', { name: /Open the certificate image/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Certificate IIIDEM-2026-7K3QX9M2' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/certificate/generate'))).toBe(true);
    const fileCall = calls.find((call) => call.path === ISSUED.pdf);
    expect(fileCall?.authorization).toBe('Bearer staff-token');
  });

  it('asks for both files before a first upload, then sends them as multipart', async () => {
    const calls = serve(state({ completed_at: '2026-02-28T10:00:00.000Z' }), () => ({
      status: 200,
      body: {
        success: true,
        message: 'The certificate was uploaded.',
        data: state({ completed_at: '2026-02-28T10:00:00.000Z', certificate: ISSUED }),
      },
    }));
    const onChange = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload certificate' }));
    expect(screen.getByText('Please choose the certificate PDF.')).toBeInTheDocument();
    expect(screen.getByText('Please choose the certificate image (JPG or PNG).')).toBeInTheDocument();
    expect(screen.getByLabelText('Certificate PDF')).toHaveAttribute('aria-invalid', 'true');

    const pdf = new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' });
    const jpg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'certificate.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Certificate PDF'), pdf);
    await userEvent.upload(screen.getByLabelText('Certificate image (JPG or PNG)'), jpg);
    await userEvent.click(screen.getByRole('button', { name: 'Upload certificate' }));

    expect(await screen.findByText('The certificate was uploaded.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/admin/applications/5/certificate');
    const body = post?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('pdf') as File).name).toBe('certificate.pdf');
    expect((body.get('jpg') as File).name).toBe('certificate.jpg');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('regenerates an issued certificate after saying the number stays', async () => {
    const issued = state({ completed_at: '2026-02-28T10:00:00.000Z', certificate: ISSUED });
    const calls = serve(issued, () => ({
      status: 200,
      body: { success: true, message: 'The certificate was generated.', data: issued },
    }));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate the certificate again?' });
    expect(dialog).toHaveTextContent('the certificate number and issue date stay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate certificate' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/certificate/generate'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Undo completion' })).not.toBeInTheDocument();
  });

  it('says when a course not yet held can be completed, and asks for the reason to complete it earlier', async () => {
    const calls = serve(state({ course_held: false, held_from: '2099-03-16', held_to: '2099-03-20' }), () => ({
      status: 200,
      body: {
        success: true,
        message: 'The application is marked as completed.',
        data: state({
          completed_at: '2026-02-28T10:00:00.000Z',
          completed_early_reason: 'Dates moved',
          course_held: false,
          held_from: '2099-03-16',
          held_to: '2099-03-20',
        }),
      },
    }));
    renderPanel();
    expect(
      await screen.findByText(
        'The course is held from 16 March 2099 to 20 March 2099. It can be marked as completed from 16 March 2099; to complete it earlier, give the reason.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as completed before the course is held?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
    expect(within(dialog).getByText('Please give the reason.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason (required)')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Dates moved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByText(/Reason: Dates moved/)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/admin/applications/5/complete');
    expect(JSON.parse(String(post?.body))).toEqual({ reason: 'Dates moved' });
  });

  it('revokes the certificate with a reason and lists it as revoked', async () => {
    const calls = serve(state({ completed_at: '2026-02-28T10:00:00.000Z', certificate: ISSUED }), () => ({
      status: 200,
      body: {
        success: true,
        message: 'The certificate was revoked. The applicant is told by e-mail.',
        data: state({
          completed_at: '2026-02-28T10:00:00.000Z',
          revoked: [
            {
              certificate_number: ISSUED.certificate_number,
              issued_at: ISSUED.issued_at,
              revoked_at: '2026-03-10T05:00:00.000Z',
              revoked_by: 'Ravi Staff',
              reason: 'Wrong participant',
              replaced_by: null,
            },
          ],
        }),
      },
    }));
    renderPanel();
    expect(
      await screen.findByText(
        'Ms Asha K Verma, Certification Course for Returning Officers, held 21 February 2026 to 25 February 2026 at IIIDEM Campus, Dwarka, New Delhi',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the certificate?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Wrong participant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(
      await screen.findByText('The certificate was revoked. The applicant is told by e-mail.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `${ISSUED.certificate_number}: issued 1 March 2026, revoked 10 March 2026 by Ravi Staff. Reason: Wrong participant`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate certificate' })).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/admin/applications/5/certificate/revoke');
  });
});
