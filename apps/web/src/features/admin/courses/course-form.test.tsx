import type { TAdminCourse } from '@iiidem/shared/admin/courses';
import { COURSE_ADMIN_MESSAGES } from '@iiidem/shared/admin/courses';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, mockContentApi } from '../ui/content-test-utils';
import { CourseForm } from './course-form';

function renderForm(item: TAdminCourse | null = null) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<CourseForm item={item} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel };
}

/** The English field labelled `label` (its Hindi sibling is labelled '<label> (Hindi)'). */
function englishField(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}(?! \\(Hindi\\))`));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(englishField('Course name'), 'Training on EVMs');
  await user.selectOptions(screen.getByLabelText(/Program type/), 'International');
  await user.type(screen.getByLabelText(/Applications open/), '01-03-2099');
  await user.type(screen.getByLabelText(/Applications close/), '05-03-2099');
  await user.type(screen.getByLabelText(/Held from/), '16-03-2099');
  await user.type(screen.getByLabelText(/Held to/), '20-03-2099');
}

describe('CourseForm', () => {
  it('shows the messages under the fields and sends nothing when required fields are empty', async () => {
    const seen = mockContentApi(() => undefined);
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('heading', { name: 'New course' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the course name.')).toBeInTheDocument();
    expect(screen.getByText(COURSE_ADMIN_MESSAGES.programType)).toBeInTheDocument();
    expect(screen.getByText('Please enter the date applications open.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the held-from date.')).toBeInTheDocument();
    expect(englishField('Course name')).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);
  });

  it("shows 'Applications must close on or after the day they open.' when the window closes first", async () => {
    mockContentApi(() => undefined);
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/Applications close/));
    await user.type(screen.getByLabelText(/Applications close/), '01-02-2099');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COURSE_ADMIN_MESSAGES.windowClosesBeforeOpening)).toBeInTheDocument();
  });

  it("shows 'The course cannot be held before applications open.' under Held from", async () => {
    mockContentApi(() => undefined);
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/Held from/));
    await user.type(screen.getByLabelText(/Held from/), '20-02-2099');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The course cannot be held before applications open.')).toBeInTheDocument();
  });

  it('sends the course as JSON (numbers and nulls as the API takes them) and reports the saved message', async () => {
    const seen = mockContentApi(({ method }) =>
      method === 'POST' ? answer({ success: true, message: 'The course was created.', data: {} }, 201) : undefined,
    );
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'No', checked: false }));
    await user.click(screen.getByLabelText(/Published/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('The course was created.'));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/admin/courses' });
    expect(seen[0]?.body).toMatchObject({
      course_name: 'Training on EVMs',
      program_type_id: 2,
      start_from: '2099-03-01',
      end_to: '2099-03-05',
      held_from: '2099-03-16',
      held_to: '2099-03-20',
      duration: null,
      capacity: null,
      vip_speaker: 'No',
      course_hostel_facility: 'No',
      published: true,
    });
  });

  it('sends the capacity as a number, empty as null (unlimited), and shows its message when it is 0', async () => {
    const seen = mockContentApi(({ method }) =>
      method === 'POST' ? answer({ success: true, message: 'The course was created.', data: {} }, 201) : undefined,
    );
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await fillRequired(user);
    const capacity = screen.getByLabelText(/Capacity \(seats\)/);
    await user.type(capacity, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(COURSE_ADMIN_MESSAGES.capacity)).not.toHaveLength(0);
    expect(COURSE_ADMIN_MESSAGES.capacity).toBe(
      'The capacity must be a whole number from 1 to 10,000, or empty for unlimited seats.',
    );
    expect(seen).toHaveLength(0);
    await user.clear(capacity);
    await user.type(capacity, '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(seen[0]?.body).toMatchObject({ capacity: 40 });
  });

  it("shows the server's field errors under the fields and its message as an alert", async () => {
    mockContentApi(() =>
      answer(
        {
          success: false,
          message: COURSE_ADMIN_MESSAGES.unknownProgramType,
          errors: [{ path: 'program_type_id', msg: COURSE_ADMIN_MESSAGES.unknownProgramType }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COURSE_ADMIN_MESSAGES.unknownProgramType);
    expect(screen.getByLabelText(/Program type/)).toHaveAccessibleDescription(
      expect.stringContaining(COURSE_ADMIN_MESSAGES.unknownProgramType),
    );
  });

  it('shows each text in English and Hindi, the Hindi marked lang="hi", and sends both', async () => {
    const seen = mockContentApi(({ method }) =>
      method === 'POST' ? answer({ success: true, message: 'The course was created.', data: {} }, 201) : undefined,
    );
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    for (const label of ['Course name', 'Duration', 'Mode of training', 'Location', 'About the programme', 'Faculty']) {
      expect(screen.getByLabelText(`${label} (Hindi)`)).toHaveAttribute('lang', 'hi');
    }
    expect(screen.getByLabelText('Evaluation (Hindi)').tagName).toBe('TEXTAREA');
    expect(englishField('Course name')).not.toHaveAttribute('lang');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Course name (Hindi)'), 'ईवीएम पर प्रशिक्षण');
    await user.type(screen.getByLabelText('Duration (Hindi)'), '5 दिन');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('The course was created.'));
    expect(seen[0]?.body).toMatchObject({
      course_name: 'Training on EVMs',
      course_nameHi: 'ईवीएम पर प्रशिक्षण',
      duration: null,
      durationHi: '5 दिन',
      locationHi: '',
    });
  });

  it('fills the Hindi of the course being edited and shows a Hindi field error under that field', async () => {
    mockContentApi(() =>
      answer(
        {
          success: false,
          message: 'Please check the form.',
          errors: [{ path: 'course_nameHi', msg: 'The course name (Hindi) must be at most 300 characters.' }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderForm(COURSE_WITH_HINDI);
    expect(screen.getByLabelText('Course name (Hindi)')).toHaveValue('ईवीएम पर प्रशिक्षण');
    expect(screen.getByLabelText('Location (Hindi)')).toHaveValue('आईआईआईडीईएम परिसर');
    expect(screen.getByLabelText(/Program type/)).toHaveValue('1');
    // Every date day-month-year, as the back office shows dates (issue 19).
    expect(screen.getByLabelText(/Applications open/)).toHaveValue('01-03-2099');
    expect(screen.getByLabelText(/Held to/)).toHaveValue('20-03-2099');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Course name (Hindi)')).toHaveAccessibleDescription(
        expect.stringContaining('The course name (Hindi) must be at most 300 characters.'),
      ),
    );
    expect(englishField('Course name')).not.toHaveAttribute('aria-invalid');
  });
});

const COURSE_WITH_HINDI: TAdminCourse = {
  id: 7,
  course_name: 'Training on EVMs',
  course_nameHi: 'ईवीएम पर प्रशिक्षण',
  start_from: '2099-03-01',
  end_to: '2099-03-05',
  held_from: '2099-03-16',
  held_to: '2099-03-20',
  duration: '5 Days',
  durationHi: '5 दिन',
  course_type: 'Residential',
  course_typeHi: 'आवासीय',
  location: 'IIIDEM Campus',
  locationHi: 'आईआईआईडीईएम परिसर',
  program_type_id: 1,
  program_name: 'Domestic',
  program_desc: null,
  program_descHi: '',
  faculty_desc: null,
  faculty_descHi: '',
  vip_speaker: 'No',
  vip_speaker_desc: null,
  vip_speaker_descHi: '',
  resource_material: null,
  resource_materialHi: '',
  evaluation_descp: null,
  evaluation_descpHi: '',
  course_hostel_facility: 'Yes',
  published: true,
  applications: 0,
  capacity: null,
  seats_left: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
