import type { TAdminPerson } from '@iiidem/shared/admin/people';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, mockContentApi } from '../ui/content-test-utils';
import { PersonForm } from './person-form';

const saved: TAdminPerson = {
  id: 7,
  list: 'faculty',
  section: '',
  sectionHi: '',
  name: 'Sample Faculty Member 9',
  nameHi: 'नमूना संकाय सदस्य 9',
  role: 'Counting of votes',
  roleHi: 'मतगणना',
  details: [{ label: 'Work experience', labelHi: 'कार्य अनुभव', value: '10 years', valueHi: '10 वर्ष' }],
  email: '',
  phone: '',
  extension: '',
  linkUrl: '',
  photo: null,
  sortOrder: 3,
  published: true,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

function renderForm(person?: TAdminPerson) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<PersonForm list="faculty" person={person} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('PersonForm (People and partners)', () => {
  beforeEach(() => {
    window.localStorage.setItem('accessToken', 'staff-token');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('asks for the name before sending anything, and refuses a bad e-mail, phone and web address', async () => {
    const seen = mockContentApi(() => answer({ success: true, data: saved }));
    renderForm();
    const user = userEvent.setup();
    await user.type(field(/^E-mail/), 'not an address');
    await user.type(field(/^Phone/), '+91-11-ABCD');
    await user.type(field(/^Web address/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Please enter the name.')).toBeTruthy();
    expect(field(/^Name(?! \(Hindi\))/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an e-mail address such as name@example.org.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      /Enter a phone number of 6 to 15 digits/,
    );
    // The error summary at the top links to the field too (GOV.UK).
    expect(screen.getByRole('link', { name: /^Phone: Enter a phone number of 6 to 15 digits/ })).toBeTruthy();
    expect(screen.getByText('Enter a full web address starting with http:// or https://.')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('sends the English and Hindi side by side with the lines of details, then uploads the photo', async () => {
    const seen = mockContentApi((request) =>
      request.method === 'PUT' && request.path === '/api/admin/people/7/photo'
        ? answer({ success: true, data: { ...saved, photo: { src: '/files/people/a.jpg', width: 800, height: 800 } } })
        : answer({ success: true, message: 'Entry added.', data: saved }, 201),
    );
    const { onSaved } = renderForm();
    const user = userEvent.setup();
    await user.type(field(/^Name(?! \(Hindi\))/), 'Sample Faculty Member 9');
    await user.type(field(/^Name \(Hindi\)/), 'नमूना संकाय सदस्य 9');
    await user.type(field(/^Role or designation(?! \(Hindi\))/), 'Counting of votes');
    await user.type(field(/^Role or designation \(Hindi\)/), 'मतगणना');
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.type(field(/^Line 1: label(?! \(Hindi\))/), 'Work experience');
    await user.type(field(/^Line 1: label \(Hindi\)/), 'कार्य अनुभव');
    await user.type(field(/^Line 1: value(?! \(Hindi\))/), '10 years');
    await user.type(field(/^Line 1: value \(Hindi\)/), '10 वर्ष');
    await user.upload(
      screen.getByLabelText(/^Photo or logo/),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'portrait.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/people',
      body: {
        list: 'faculty',
        name: 'Sample Faculty Member 9',
        nameHi: 'नमूना संकाय सदस्य 9',
        role: 'Counting of votes',
        roleHi: 'मतगणना',
        details: [{ label: 'Work experience', labelHi: 'कार्य अनुभव', value: '10 years', valueHi: '10 वर्ष' }],
        published: true,
      },
    });
    expect(seen[1]?.method).toBe('PUT');
    expect(seen[1]?.path).toBe('/api/admin/people/7/photo');
    expect(seen[1]?.body).toBeInstanceOf(FormData);
    expect(((seen[1]!.body as FormData).get('photo') as File).name).toBe('portrait.png');
    expect(onSaved.mock.calls[0]?.[0].photo).toEqual({ src: '/files/people/a.jpg', width: 800, height: 800 });
  });

  it('edits an entry with PUT and puts the server’s field errors under their fields', async () => {
    const seen = mockContentApi(() =>
      answer(
        {
          success: false,
          message: 'Please check the form.',
          errors: [{ path: 'email', msg: 'Enter an e-mail address such as name@example.org.' }],
        },
        400,
      ),
    );
    const { onSaved } = renderForm(saved);
    expect(field(/^Name \(Hindi\)/)).toHaveValue('नमूना संकाय सदस्य 9');
    expect(field(/^Line 1: value(?! \(Hindi\))/)).toHaveValue('10 years');
    await userEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText('Please check the form.')).toBeTruthy();
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(seen[0]).toMatchObject({ method: 'PUT', path: '/api/admin/people/7' });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a JPG or PNG, and removes a line of details', async () => {
    const seen = mockContentApi(() => undefined);
    renderForm(saved);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText(/^Photo or logo/), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Please upload a JPG or PNG image.')).toBeTruthy();
    const lines = screen.getByRole('group', { name: 'Details' });
    await user.click(within(lines).getByRole('button', { name: 'Remove line 1' }));
    expect(within(lines).queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(seen).toHaveLength(0);
  });
});
