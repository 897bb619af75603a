import { MESSAGES } from '@iiidem/shared/messages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi, ok, refused } from '../../../features/accounts/testing';
import { renderAppAt } from '../../../test/mock-api';

const SENT = ok(
  {
    success: true,
    message: 'OTP sent to asha@example.org',
    data: { mail: 'asha@example.org', attempt_id: 'attempt-0001-0001-0001', expires_in: 120 },
  },
  201,
);

async function fillForm(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    first: 'Asha',
    last: 'Verma',
    email: 'asha@example.org',
    mobile: '9876543210',
    password: 'Strong@Pass1',
    confirm: 'Strong@Pass1',
    captcha: 'Tst123',
    ...overrides,
  };
  await user.click(screen.getByRole('radio', { name: 'Domestic' }));
  await user.type(screen.getByLabelText(/^First name/), values.first);
  await user.type(screen.getByLabelText(/^Last name/), values.last);
  await user.type(screen.getByLabelText(/^E-mail/), values.email);
  await user.type(screen.getByLabelText(/^Mobile number/), values.mobile);
  await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.type(screen.getByLabelText(/^Confirm password/), values.confirm);
  await user.type(screen.getByLabelText(/^Enter the captcha/), values.captcha);
  const consent = screen.getByRole('checkbox', { name: CONSENT_LABEL });
  if (overrides.consent !== 'no' && !(consent as HTMLInputElement).checked) await user.click(consent);
}

const CONSENT_LABEL = 'I agree to the processing of my personal data as described above.';

function alertDialog() {
  return screen.findByRole('dialog');
}

describe('sign-up screen', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the notice on the personal data with the Privacy Policy, and sends nothing until the consent box is ticked', async () => {
    const api = fakeAccountApi({});
    const user = userEvent.setup();
    renderAppAt('/iiidem-signup');
    const notice = (await screen.findByRole('heading', { level: 2, name: 'Your personal data' })).closest('section');
    expect(notice).not.toBeNull();
    expect(within(notice as HTMLElement).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await fillForm(user, { consent: 'no' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findAllByText('Please agree to the processing of your personal data to sign up.'),
    ).not.toHaveLength(0);
    expect(api.calls('POST /api/accounts/signup')).toHaveLength(0);
  });

  it("checks the form with the spec's texts before sending anything", async () => {
    const api = fakeAccountApi({});
    const user = userEvent.setup();
    renderAppAt('/iiidem-signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await fillForm(user, { password: 'short', confirm: 'other' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');

    const password = screen.getByLabelText(/^Password/);
    await user.clear(password);
    await user.type(password, 'alllowercase1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/accounts/signup')).toHaveLength(0);
  });

  it('sanitises a name as it is typed and says which characters it did not keep (spec 1 §5, issue 16)', async () => {
    fakeAccountApi({});
    const user = userEvent.setup();
    renderAppAt('/iiidem-signup');
    const first = await screen.findByLabelText(/^First name/);
    expect(first).not.toHaveAccessibleDescription();
    await user.type(first, "O'Neil, (Jr)");
    expect(first).toHaveValue('ONeil Jr');
    expect(first).toHaveAccessibleDescription(
      "Not kept: ' , ( ). A name can contain only letters, digits, spaces and the characters @ . _ / + -.",
    );
  });

  it('takes digits only in the mobile field: at most 10, or 15 for international users', async () => {
    fakeAccountApi({});
    const user = userEvent.setup();
    renderAppAt('/iiidem-signup');
    const mobile = await screen.findByLabelText(/^Mobile number/);
    expect(mobile).toHaveAttribute('maxlength', '10');
    for (const key of ['e', 'E', '+', '-', '.']) expect(fireEvent.keyDown(mobile, { key })).toBe(false);
    expect(fireEvent.keyDown(mobile, { key: 'ArrowUp' })).toBe(false);
    expect(fireEvent.keyDown(mobile, { key: '5' })).toBe(true);
    expect(fireEvent.paste(mobile, { clipboardData: { getData: () => '98x76' } })).toBe(false);
    expect(fireEvent.paste(mobile, { clipboardData: { getData: () => '9876' } })).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'International' }));
    expect(mobile).toHaveAttribute('maxlength', '15');
  });

  it("shows the server's 'Invalid Captcha' under the captcha and draws a new one", async () => {
    const api = fakeAccountApi({
      'POST /api/accounts/signup': () => refused(400, 'Invalid Captcha', [{ path: 'captcha', msg: 'Invalid Captcha' }]),
    });
    const user = userEvent.setup();
    renderAppAt('/iiidem-signup');
    await screen.findByRole('img', { name: /Captcha image/ });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Invalid Captcha')).toBeInTheDocument();
    expect(api.calls('POST /api/captcha').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText(/^Enter the captcha/)).toHaveValue('');
  });

  it("sends the spec's payload, shows 'OTP sent to' + the address, then the code step; verifying goes to sign-in", async () => {
    const api = fakeAccountApi({
      'POST /api/accounts/signup': () => SENT,
      'POST /api/accounts/signup/verify': () => ok({ success: true, message: 'OTP Verified Successfully' }),
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/iiidem-signup');
    await screen.findByRole('img', { name: /Captcha image/ });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const sent = await alertDialog();
    expect(within(sent).getByRole('heading', { name: 'Success' })).toBeInTheDocument();
    expect(within(sent).getByText('OTP sent to asha@example.org')).toBeInTheDocument();
    expect(api.calls('POST /api/accounts/signup')[0]?.body).toEqual({
      user_type: 2,
      first_name: 'Asha',
      last_name: 'Verma',
      email_id: 'asha@example.org',
      mobile_no: '9876543210',
      user_pass: 'Strong@Pass1',
      consent: true,
      captcha_id: 'captcha-1',
      captcha: 'Tst123',
    });
    await user.click(within(sent).getByRole('button', { name: 'OK' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^First name/)).not.toBeInTheDocument();
    const code = screen.getByLabelText(/^Enter OTP/);
    expect(code).toHaveAttribute('maxlength', '6');
    expect(fireEvent.paste(code, { clipboardData: { getData: () => '123456' } })).toBe(false);
    expect(fireEvent.copy(code)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter OTP')).toBeInTheDocument();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const verified = await alertDialog();
    expect(within(verified).getByRole('heading', { name: 'Verified' })).toBeInTheDocument();
    expect(within(verified).getByText('OTP Verified Successfully')).toBeInTheDocument();
    expect(api.calls('POST /api/accounts/signup/verify')[0]?.body).toEqual({
      attempt_id: 'attempt-0001-0001-0001',
      otp: '123456',
    });
    await user.click(within(verified).getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/iiidem-login');
  });

  it("enables Resend at 00:00, resends twice ('OTP resent'), then shows 'Limit Reached' and Back to Signup clears the form", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const api = fakeAccountApi({
      'POST /api/accounts/signup': () => SENT,
      'POST /api/accounts/signup/resend': () =>
        ok({ success: true, message: 'OTP resent', data: { expires_in: 120, resends_left: 1 } }),
    });
    const user = userEvent.setup();
    renderAppAt('/iiidem-signup');
    await screen.findByRole('img', { name: /Captcha image/ });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.click(within(await alertDialog()).getByRole('button', { name: 'OK' }));

    const resend = await screen.findByRole('button', { name: 'Resend' });
    expect(resend).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('02:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');

    for (let round = 0; round < 2; round++) {
      act(() => vi.advanceTimersByTime(121_000));
      expect(screen.getByRole('timer')).toHaveTextContent('00:00');
      expect(resend).toBeEnabled();
      await user.click(resend);
      const resent = await alertDialog();
      expect(within(resent).getByText('OTP resent')).toBeInTheDocument();
      await user.click(within(resent).getByRole('button', { name: 'OK' }));
      expect(resend).toBeDisabled();
    }
    expect(api.calls('POST /api/accounts/signup/resend')).toHaveLength(2);

    act(() => vi.advanceTimersByTime(121_000));
    await user.click(resend);
    const limit = await alertDialog();
    expect(within(limit).getByRole('heading', { name: 'Limit Reached' })).toBeInTheDocument();
    expect(within(limit).getByText('You have reached the maximum number of OTP resends.')).toBeInTheDocument();
    expect(api.calls('POST /api/accounts/signup/resend')).toHaveLength(2);
    await user.click(within(limit).getByRole('button', { name: 'Back to Signup' }));
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
  });

  it("shows 'Error' with the first field message of a refused sign-up, and 'Signup failed' when the server is unreachable", async () => {
    let reachable = true;
    fakeAccountApi({
      'POST /api/accounts/signup': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return refused(400, 'Some values are not valid.', [
          { path: 'mobile_no', msg: 'Mobile number must be exactly 10 digits.' },
        ]);
      },
    });
    const user = userEvent.setup();
    renderAppAt('/iiidem-signup');
    await screen.findByRole('img', { name: /Captcha image/ });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const failure = await alertDialog();
    expect(within(failure).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(within(failure).getByText('Mobile number must be exactly 10 digits.')).toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'OK' }));

    reachable = false;
    await user.type(screen.getByLabelText(/^Enter the captcha/), 'Tst123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(within(await alertDialog()).getByText('Signup failed')).toBeInTheDocument();
  });
});
