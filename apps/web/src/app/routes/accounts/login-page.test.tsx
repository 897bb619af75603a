import { MESSAGES } from '@iiidem/shared/messages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ANSWER, fakeAccountApi, ok, refused, USER_DETAILS } from '../../../features/accounts/testing';
import { renderAppAt } from '../../../test/mock-api';

const ATTEMPT = 'attempt-aaaa-bbbb-cccc';

/** The server's answer to a right e-mail, password and captcha. */
const signedIn = () =>
  ok({
    success: true,
    message: 'Logged in successfully',
    data: { mail: 'asha@example.org', attempt_id: ATTEMPT, expires_in: 120 },
  });

async function signInForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('img', { name: /Captcha image/ });
  await user.type(screen.getByLabelText(/^E-mail/), 'asha@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'Strong@Pass1');
  await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('sign-in screen', { timeout: 30_000 }, () => {
  it("shows 'Success: Logged in successfully' and goes to /iiidem-otp with the mail in navigation state", async () => {
    const api = fakeAccountApi({
      'POST /api/sessions': signedIn,
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/iiidem-login');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/iiidem-signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget-password');
    expect(screen.getByRole('button', { name: 'Reload Captcha' })).toBeInTheDocument();
    await signInForm(user);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Success' })).toBeInTheDocument();
    expect(within(dialog).getByText('Logged in successfully')).toBeInTheDocument();
    expect(api.calls('POST /api/sessions')[0]?.body).toEqual({
      email: 'asha@example.org',
      password: 'Strong@Pass1',
      captcha_id: 'captcha-1',
      captcha: 'Tst123',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { level: 1, name: 'Verify OTP' });
    expect(router.state.location.pathname).toBe('/iiidem-otp');
    expect(router.state.location.state).toEqual({ mail: 'asha@example.org', attempt_id: ATTEMPT });
    expect(screen.getByText('asha@example.org')).toBeInTheDocument();
  });

  it("shows 'Invalid captcha' inline, a refusal as 'Warning', and 'An error occurred' without a server", async () => {
    let answer: 'captcha' | 'refused' | 'down' = 'captcha';
    fakeAccountApi({
      'POST /api/sessions': () => {
        if (answer === 'captcha') return refused(400, 'Invalid captcha', [{ path: 'captcha', msg: 'Invalid captcha' }]);
        if (answer === 'refused') return refused(400, 'Invalid email or password.');
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderAppAt('/iiidem-login');
    await signInForm(user);
    expect(await screen.findByText('Invalid captcha')).toBeInTheDocument();
    expect(MESSAGES.invalidCaptchaLogin).toBe('Invalid captcha');

    answer = 'refused';
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Warning' })).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email or password.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    answer = 'down';
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(within(dialog).getByText('An error occurred')).toBeInTheDocument();
  });

  it('sent while its captcha is still loading, the form waits for the captcha instead of refusing it', async () => {
    let captchaArrives: () => void = () => undefined;
    const captchaLoaded = new Promise<void>((resolve) => {
      captchaArrives = resolve;
    });
    const api = fakeAccountApi({
      'POST /api/captcha': async () => {
        await captchaLoaded;
        return CAPTCHA_ANSWER;
      },
      'POST /api/sessions': signedIn,
    });
    const user = userEvent.setup();
    renderAppAt('/iiidem-login');
    await user.type(await screen.findByLabelText(/^E-mail/), 'asha@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'Strong@Pass1');
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
    expect(screen.getByText('Loading captcha…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(api.calls('POST /api/sessions')).toHaveLength(0);
    expect(screen.queryByText('Invalid captcha')).not.toBeInTheDocument();

    captchaArrives();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Logged in successfully')).toBeInTheDocument();
    expect(api.calls('POST /api/sessions')[0]?.body).toMatchObject({ captcha_id: 'captcha-1', captcha: 'Tst123' });
  });

  it('checks e-mail and password before sending', async () => {
    const api = fakeAccountApi({});
    const user = userEvent.setup();
    renderAppAt('/iiidem-login');
    await screen.findByRole('img', { name: /Captcha image/ });
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(api.calls('POST /api/sessions')).toHaveLength(0);
  });
});

describe('one-time-code screen', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a visitor without the sign-in state back to /iiidem-login', async () => {
    fakeAccountApi({});
    const { router } = renderAppAt('/iiidem-otp');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/iiidem-login');
  });

  it("answers an early Resend with 'Info': 'You can only resend OTP after it expires.'", async () => {
    const api = fakeAccountApi({});
    const user = userEvent.setup();
    renderAppAt('/iiidem-otp', { mail: 'asha@example.org', attempt_id: ATTEMPT });
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Info' })).toBeInTheDocument();
    expect(within(dialog).getByText('You can only resend OTP after it expires.')).toBeInTheDocument();
    expect(api.calls('POST /api/sessions/resend')).toHaveLength(0);
  });

  it("disables the code at 00:00; Resend then resets timer, code and captcha ('OTP Resent! Please check your email/Mobile.')", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const api = fakeAccountApi({
      'POST /api/sessions/resend': () =>
        ok({
          success: true,
          message: 'OTP Resent! Please check your email/Mobile.',
          data: { expires_in: 120, resends_left: 4 },
        }),
    });
    const user = userEvent.setup();
    renderAppAt('/iiidem-otp', { mail: 'asha@example.org', attempt_id: ATTEMPT });
    const code = await screen.findByLabelText(/^Enter OTP/);
    await user.type(code, '12');
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'abc');
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(code).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
    const captchaLoads = api.calls('POST /api/captcha').length;

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Success' })).toBeInTheDocument();
    expect(within(dialog).getByText('OTP Resent! Please check your email/Mobile.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(api.calls('POST /api/sessions/resend')[0]?.body).toEqual({ attempt_id: ATTEMPT });
    expect(screen.getByRole('timer')).toHaveTextContent('02:00');
    expect(code).toBeEnabled();
    expect(code).toHaveValue('');
    expect(screen.getByLabelText(/^Enter the captcha/)).toHaveValue('');
    expect(api.calls('POST /api/captcha').length).toBe(captchaLoads + 1);
  });

  it("verifies: 'OTP Verified! Logging you in.', stores accessToken and user_type, and opens /dashboard", async () => {
    const api = fakeAccountApi({
      'POST /api/sessions/verify': () =>
        ok(
          { success: true, message: 'OTP Verified! Logging you in.', data: { token: 'token-123', user_type: 4 } },
          201,
        ),
      'GET /api/user-details': () => ok({ success: true, data: { ...USER_DETAILS, user_type: 4 } }),
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/iiidem-otp', { mail: 'asha@example.org', attempt_id: ATTEMPT });
    const code = await screen.findByLabelText(/^Enter OTP/);
    expect(fireEvent.paste(code, { clipboardData: { getData: () => '123456' } })).toBe(false);
    await user.type(code, '654321');
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('OTP Verified! Logging you in.')).toBeInTheDocument();
    expect(api.calls('POST /api/sessions/verify')[0]?.body).toEqual({
      attempt_id: ATTEMPT,
      otp: '654321',
      captcha_id: 'captcha-1',
      captcha: 'Tst123',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { level: 1, name: 'My Courses' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('accessToken')).toBe('token-123');
    expect(window.localStorage.getItem('user_type')).toBe('4');
  });

  it("shows a refused code as 'Error' with the server's message, and 'Failed to verify OTP. Please try again.' offline", async () => {
    let reachable = true;
    fakeAccountApi({
      'POST /api/sessions/verify': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return refused(400, 'Invalid OTP.', [{ path: 'otp', msg: 'Invalid OTP.' }]);
      },
    });
    const user = userEvent.setup();
    renderAppAt('/iiidem-otp', { mail: 'asha@example.org', attempt_id: ATTEMPT });
    await user.type(await screen.findByLabelText(/^Enter OTP/), '111111');
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('Invalid OTP.').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    reachable = false;
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Failed to verify OTP. Please try again.')).toBeInTheDocument();
  });
});
