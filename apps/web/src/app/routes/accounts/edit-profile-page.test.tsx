import { MESSAGES } from '@iiidem/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi, ok, refused, USER_DETAILS } from '../../../features/accounts/testing';
import { renderAppAt } from '../../../test/mock-api';

function signIn() {
  window.localStorage.setItem('accessToken', 'token-123');
  window.localStorage.setItem('user_type', '2');
}

const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', {
  type: 'image/png',
});

describe('dashboard side panel', { timeout: 30_000 }, () => {
  it('shows the name, e-mail, an edit link, My Dashboard and All Courses', async () => {
    signIn();
    fakeAccountApi({ 'GET /api/user-details': () => ok({ success: true, data: USER_DETAILS }) });
    renderAppAt('/dashboard');
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('asha@example.org')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-profile');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'All Courses' })).toHaveAttribute('href', '/iiidem-training-programs');
  });

  it('clears the session and goes to sign-in when the user details are refused', async () => {
    signIn();
    fakeAccountApi({ 'GET /api/user-details': () => refused(401, 'Token Expired') });
    const { router } = renderAppAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/iiidem-login');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('user_type')).toBeNull();
  });

  it('Logout revokes the token on the server, then clears the session', async () => {
    signIn();
    const api = fakeAccountApi({
      'GET /api/user-details': () => ok({ success: true, data: USER_DETAILS }),
      'DELETE /api/sessions/current': () => ok({ success: true, message: 'Logged out successfully' }),
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/dashboard');
    await screen.findByText('Asha Verma');
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/iiidem-login');
    expect(api.calls('DELETE /api/sessions/current')[0]?.headers.Authorization).toBe('Bearer token-123');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('My Profile', { timeout: 30_000 }, () => {
  it('fills the form from the user details, with the e-mail read-only', async () => {
    signIn();
    fakeAccountApi({ 'GET /api/user-details': () => ok({ success: true, data: USER_DETAILS }) });
    renderAppAt('/edit-profile');
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Asha');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Ms');
    expect(screen.getByLabelText(/^Gender/)).toHaveValue('F');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('asha@example.org');
  });

  it("asks for a title, a gender and a photo, and refuses other file types ('Only JPG and PNG formats are allowed')", async () => {
    signIn();
    const api = fakeAccountApi({
      'GET /api/user-details': () => ok({ success: true, data: { ...USER_DETAILS, title: null, gender: null } }),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderAppAt('/edit-profile');
    await screen.findByLabelText(/^First name/);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please select a title')).toBeInTheDocument();
    expect(screen.getByText('Please select a gender')).toBeInTheDocument();
    expect(screen.getByText('Please upload a photo')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Photo/), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only JPG and PNG formats are allowed')).toBeInTheDocument();
    const big = new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Photo/), big);
    expect(await screen.findByText('File size must be 2MB or less')).toBeInTheDocument();
    expect(MESSAGES.fileSize2mbOrLess).toBe('File size must be 2MB or less');
    expect(api.calls('POST /api/user-details')).toHaveLength(0);
  });

  it("saves as multipart with the photo ('Updating...', then 'Profile updated successfully') and refreshes the details", async () => {
    signIn();
    let saved = false;
    let release: () => void = () => {};
    const api = fakeAccountApi({
      'GET /api/user-details': () =>
        ok({ success: true, data: saved ? { ...USER_DETAILS, first_name: 'Kavya' } : USER_DETAILS }),
      'POST /api/user-details': () =>
        new Promise((resolve) => {
          release = () => {
            saved = true;
            resolve(
              ok({
                success: true,
                message: 'Profile updated successfully',
                data: { ...USER_DETAILS, first_name: 'Kavya' },
              }),
            );
          };
        }),
    });
    const user = userEvent.setup();
    renderAppAt('/edit-profile');
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, 'Kavya<script>');
    expect(first).toHaveValue('Kavyascript');
    await user.clear(first);
    await user.type(first, 'Kavya');
    await user.upload(screen.getByLabelText(/^Photo/), PNG);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Profile updated successfully')).toBeInTheDocument();
    const body = api.calls('POST /api/user-details')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'photo'))).toEqual({
      title: 'Ms',
      first_name: 'Kavya',
      middle_name: '',
      last_name: 'Verma',
      mobile_no: '9876543210',
      gender: 'F',
      email_id: 'asha@example.org',
    });
    expect((body.get('photo') as File).name).toBe('me.png');
    await waitFor(() => expect(screen.getByText('Kavya Verma')).toBeInTheDocument());
  });

  it("shows a failed save as an 'Error' with the server's message", async () => {
    signIn();
    fakeAccountApi({
      'GET /api/user-details': () =>
        ok({ success: true, data: { ...USER_DETAILS, photo: '/api/users/1/photo?v=abc' } }),
      'GET /api/users/1/photo': () => ({ status: 404, body: {} }),
      'POST /api/user-details': () =>
        refused(400, 'Some values are not valid.', [
          { path: 'mobile_no', msg: 'Mobile number must be exactly 10 digits.' },
        ]),
    });
    const user = userEvent.setup();
    renderAppAt('/edit-profile');
    await screen.findByLabelText(/^First name/);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(within(dialog).getByText('Some values are not valid.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Mobile number must be exactly 10 digits.')).toBeInTheDocument();
  });
});
