import { MESSAGES } from '@iiidem/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAccountApi, ok, refused, USER_DETAILS } from '../../../features/accounts/testing';
import { renderAppAt } from '../../../test/mock-api';

function signIn() {
  window.localStorage.setItem('accessToken', 'token-123');
  window.localStorage.setItem('user_type', '2');
}

describe('forgot password', { timeout: 30_000 }, () => {
  it("sends the code ('OTP sent to your email. Please enter it below.'), then resets and fully loads /iiidem-login", async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const api = fakeAccountApi({
      'POST /api/password-reset': () =>
        ok({ success: true, message: 'OTP sent to your email. Please enter it below.' }),
      'POST /api/password-reset/confirm': () => ok({ success: true, message: 'Password reset successfully!' }),
    });
    const user = userEvent.setup();
    renderAppAt('/forget-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    const loginLinks = within(screen.getByRole('main')).getAllByRole('link', { name: 'Login' });
    for (const link of loginLinks) expect(link).toHaveAttribute('href', '/iiidem-login');
    await screen.findByRole('img', { name: /Captcha image/ });
    await user.type(screen.getByLabelText(/^E-mail/), 'Asha@Example.org');
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('OTP sent to your email. Please enter it below.')).toBeInTheDocument();
    expect(MESSAGES.resetOtpSent).toBe('OTP sent to your email. Please enter it below.');
    expect(api.calls('POST /api/password-reset')[0]?.body).toEqual({
      email: 'asha@example.org',
      captcha_id: 'captcha-1',
      captcha: 'Tst123',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    const code = await screen.findByLabelText(/^Enter OTP/);
    // Step 2 draws a fresh captcha of its own.
    await screen.findByRole('img', { name: /Captcha image/ });
    expect(api.calls('POST /api/captcha')).toHaveLength(2);
    await user.type(code, '123');
    await user.type(screen.getByLabelText(/^New password/), 'Renewed@Pass7');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Renewed@Pass8');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Enter a valid 6-digit OTP.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();

    await user.type(code, '456');
    const confirm = screen.getByLabelText(/^Confirm new password/);
    await user.clear(confirm);
    await user.type(confirm, 'Renewed@Pass7');
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Password reset successfully!')).toBeInTheDocument();
    expect(api.calls('POST /api/password-reset/confirm')[0]?.body).toEqual({
      email: 'asha@example.org',
      otp: '123456',
      password: 'Renewed@Pass7',
      confirm_password: 'Renewed@Pass7',
      captcha_id: 'captcha-1',
      captcha: 'Tst123',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(assign).toHaveBeenCalledWith('/iiidem-login');
  });

  it("shows the server's message, and 'Failed to send OTP. Try again.' when it cannot be reached", async () => {
    let reachable = true;
    fakeAccountApi({
      'POST /api/password-reset': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return refused(429, 'Too many requests. Please wait and try again.');
      },
    });
    const user = userEvent.setup();
    renderAppAt('/forget-password');
    await screen.findByRole('img', { name: /Captcha image/ });
    await user.type(screen.getByLabelText(/^E-mail/), 'asha@example.org');
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(within(dialog).getByText('Too many requests. Please wait and try again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    reachable = false;
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Failed to send OTP. Try again.')).toBeInTheDocument();
  });
});

describe('change password', { timeout: 30_000 }, () => {
  it("checks 'New Password and Confirm Password do not match!' and the length rule before sending", async () => {
    signIn();
    const api = fakeAccountApi({ 'GET /api/user-details': () => ok({ success: true, data: USER_DETAILS }) });
    const user = userEvent.setup();
    renderAppAt('/change-password');
    await user.type(await screen.findByLabelText(/^Old password/), 'Strong@Pass1');
    await user.type(screen.getByLabelText(/^New password/), 'Short@1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Short@2');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('New Password and Confirm Password do not match!')).toBeInTheDocument();
    expect(api.calls('PUT /api/password')).toHaveLength(0);
  });

  it("trims the values, reads 'Updating...' while saving, then 'Password updated successfully' and clears the fields", async () => {
    signIn();
    let release: () => void = () => {};
    const api = fakeAccountApi({
      'GET /api/user-details': () => ok({ success: true, data: USER_DETAILS }),
      'PUT /api/password': () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ success: true, message: 'Password updated successfully' }));
        }),
    });
    const user = userEvent.setup();
    renderAppAt('/change-password');
    await user.type(await screen.findByLabelText(/^Old password/), ' Strong@Pass1 ');
    await user.type(screen.getByLabelText(/^New password/), 'Changed@Pass5 ');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Changed@Pass5');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const updating = await screen.findByRole('button', { name: 'Updating...' });
    expect(updating).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    release();
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(api.calls('PUT /api/password')[0]?.body).toEqual({
      old_password: 'Strong@Pass1',
      new_password: 'Changed@Pass5',
      confirm_password: 'Changed@Pass5',
    });
    expect(api.calls('PUT /api/password')[0]?.headers.Authorization).toBe('Bearer token-123');
    expect(screen.getByLabelText(/^Old password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it("shows the server's refusal in red, 'An error occurred while updating the password.' offline; Reset clears", async () => {
    signIn();
    let reachable = true;
    fakeAccountApi({
      'GET /api/user-details': () => ok({ success: true, data: USER_DETAILS }),
      'PUT /api/password': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return refused(400, 'The old password is incorrect.', [
          { path: 'old_password', msg: 'The old password is incorrect.' },
        ]);
      },
    });
    const user = userEvent.setup();
    renderAppAt('/change-password');
    await user.type(await screen.findByLabelText(/^Old password/), 'Wrong@Pass1');
    await user.type(screen.getByLabelText(/^New password/), 'Changed@Pass5');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Changed@Pass5');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The old password is incorrect.');
    // A refused change keeps the session.
    expect(window.localStorage.getItem('accessToken')).toBe('token-123');

    reachable = false;
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('An error occurred while updating the password.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText(/^Old password/)).toHaveValue('');
    expect(screen.queryByText('An error occurred while updating the password.')).not.toBeInTheDocument();
  });
});
