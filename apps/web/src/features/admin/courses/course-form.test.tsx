import { CONTENT_MESSAGES } from '@iiidem/shared/admin/content-crud';
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

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Course name/), 'Training on EVMs');
  await user.selectOptions(screen.getByLabelText(/Program type/), 'International');
  await user.type(screen.getByLabelText(/Start date/), '2099-03-01');
  await user.type(screen.getByLabelText(/End date/), '2099-03-05');
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
    expect(screen.getByText('Please enter the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Course name/)).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);
  });

  it("shows 'The end date must be on or after the start date.' when the end comes first", async () => {
    mockContentApi(() => undefined);
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/End date/));
    await user.type(screen.getByLabelText(/End date/), '2099-02-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONTENT_MESSAGES.endBeforeStart)).toBeInTheDocument();
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
      duration: null,
      vip_speaker: 'No',
      course_hostel_facility: 'No',
      published: true,
    });
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
});
