import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreshSwr, type MockAnswer, mockFetch, okJson } from '../../../test/mock-api';
import ParticipantsPage from './participants-page';

const COURSE = {
  id: 7,
  course_name: 'Certificate Course on Electoral Rolls',
  start_from: '2026-11-01',
  end_to: '2026-11-30',
  held_from: '2026-12-14',
  held_to: '2026-12-18',
  location: 'IIIDEM Campus, Dwarka, New Delhi',
};

function participant(id: number, name: string, status: number, statusLabel: string) {
  return {
    application_id: id,
    name,
    designation: 'Deputy Collector',
    work_place: 'Office of the Chief Electoral Officer',
    state_or_country: 'Delhi',
    mobile: '9876543210',
    email: `p${id}@example.org`,
    gender: 'Female',
    date_of_birth: '1990-02-15',
    hostel: 'No',
    status,
    status_label: statusLabel,
    attended_days: 3,
    certificate_number: id === 1 ? 'IIIDEM-2026-7K3QX9M2' : '',
    language: 'en',
  };
}

const LIST = {
  success: true,
  data: {
    course: COURSE,
    participants: [participant(1, 'Ms Asha Verma', 2, 'Approved'), participant(2, 'Ms Asha Rao', 4, 'Waitlisted')],
    truncated: false,
  },
};

const PREVIEW = {
  success: true,
  data: {
    recipients: 1,
    english: 1,
    hindi: 0,
    first: { name: 'Ms Asha Verma', email: 'p1@example.org', language: 'en' },
    previews: [
      { language: 'en', subject: 'Joining Certificate Course on Electoral Rolls', text: 'Dear Ms Asha Verma,' },
    ],
  },
};

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/admin/courses/7/participants']}>
      <FreshSwr>
        <Routes>
          <Route path="/admin/courses/:id/participants" element={<ParticipantsPage />} />
        </Routes>
      </FreshSwr>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Participants (/admin/courses/:id/participants)', () => {
  it('shows the course, the nominations by status and a row per participant with every column', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/courses/7/participants' ? okJson(LIST) : undefined));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Participants of Certificate Course on Electoral Rolls' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Participants: Certificate Course on Electoral Rolls',
    );
    expect(screen.getByText('14-12-2026 to 18-12-2026')).toBeInTheDocument();
    expect(screen.getByText('2 (1 approved, 1 waitlisted)')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(
      'No.NameDesignationWork placeState or countryMobileE-mailGenderDate of birthHostelStatusAttended daysCertificate number',
    );
    expect(rows[1]).toHaveTextContent(
      '1Ms Asha VermaDeputy CollectorOffice of the Chief Electoral OfficerDelhi9876543210p1@example.orgFemale15-02-1990NoApproved3IIIDEM-2026-7K3QX9M2',
    );
  });

  it('previews a message with the first recipient, sends it and says so; a refusal is shown', async () => {
    let sendAnswer: MockAnswer = {
      status: 409,
      body: {
        success: false,
        message: 'No participant of this course is in this audience: there is nobody to write to.',
      },
    };
    mockFetch((url) => {
      if (url.pathname === '/api/admin/courses/7/participants') return okJson(LIST);
      if (url.pathname === '/api/admin/courses/7/participants/messages/preview') return okJson(PREVIEW);
      if (url.pathname === '/api/admin/courses/7/participants/messages') return sendAnswer;
      return undefined;
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    expect(screen.getByRole('radio', { name: 'Approved participants' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Subject (English)' }), 'Joining {{course}');
    await user.type(screen.getByRole('textbox', { name: 'Message (English)' }), 'Dear {{name},');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText(
        '1 recipient (1 in English, 0 in Hindi). Shown with the values of the first: Ms Asha Verma (p1@example.org).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Joining Certificate Course on Electoral Rolls')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to 1 participant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No participant of this course is in this audience: there is nobody to write to.',
    );
    sendAnswer = okJson({
      success: true,
      message: 'Message queued for 1 participant.',
      data: { recipients: 1, english: 1, hindi: 0 },
    });
    await user.click(screen.getByRole('button', { name: 'Send to 1 participant' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message queued for 1 participant.');
    expect(screen.getByRole('textbox', { name: 'Subject (English)' })).toHaveValue('');
  });
});
