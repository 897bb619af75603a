import { ACCOUNT_LABELS, ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { fakeAccountApi, ok, USER_DETAILS } from '../../../features/accounts/testing';
import { translateSharedText } from '../../../lib/i18n/shared-texts';
import { renderAppAt } from '../../../test/mock-api';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('account screens in Hindi (issue 14)', { timeout: 30_000 }, () => {
  it('shows the sign-in screen in Hindi, with a Hindi validation error', async () => {
    i18n.activate('hi');
    fakeAccountApi({});
    const user = userEvent.setup();
    renderAppAt('/iiidem-login');
    expect(await screen.findByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forget-password');
    expect(screen.getByRole('link', { name: 'साइन अप' })).toHaveAttribute('href', '/iiidem-signup');
    expect(screen.getByText(/नए उपयोगकर्ता हैं\?/)).toBeInTheDocument();
    expect(screen.getByText(/अपने ईमेल पते और पासवर्ड से साइन इन करें/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'लॉग इन' });
    expect(within(form).getByLabelText(/^पासवर्ड/)).toHaveAttribute('type', 'password');

    await user.click(within(form).getByRole('button', { name: 'लॉग इन' }));
    const email = form.querySelector('input[name="email"]') as HTMLInputElement;
    const error = document.getElementById(`${email.id}-error`);
    expect(error?.textContent).toMatch(DEVANAGARI);
    expect(error?.textContent).toContain(translateSharedText(ACCOUNT_MESSAGES.emailRequired));
    expect(error?.textContent).not.toContain(ACCOUNT_MESSAGES.emailRequired);
  });

  it('shows the sign-up form in Hindi: user types, fields and button', async () => {
    i18n.activate('hi');
    fakeAccountApi({});
    renderAppAt('/iiidem-signup');
    const form = await screen.findByRole('form', { name: 'साइन अप' });
    const group = within(form).getByRole('group', { name: 'मैं आवेदन कर रहा/रही हूं' });
    expect(within(group).getByRole('radio', { name: 'घरेलू' })).toHaveAttribute('value', '2');
    expect(within(group).getByRole('radio', { name: 'अंतरराष्ट्रीय' })).toHaveAttribute('value', '4');
    expect(within(group).getByRole('radio', { name: 'संकाय' })).toHaveAttribute('value', '3');
    for (const label of [/^पहला नाम/, /^उपनाम/, /^मोबाइल नंबर/, /^पासवर्ड की पुष्टि करें/]) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByText('केवल अंक: 10।')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'साइन अप' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/iiidem-login');
  });

  it('shows the code screen in Hindi: the field, the countdown and the buttons', async () => {
    fakeAccountApi({
      'POST /api/sessions': () =>
        ok({
          success: true,
          message: 'ok',
          data: { mail: 'asha@example.org', attempt_id: 'attempt-1', expires_in: 120 },
        }),
    });
    i18n.activate('hi');
    const user = userEvent.setup();
    renderAppAt('/iiidem-login');
    const form = await screen.findByRole('form', { name: 'लॉग इन' });
    await screen.findByRole('img', { name: /./ });
    await user.type(form.querySelector('input[name="email"]') as HTMLInputElement, 'asha@example.org');
    await user.type(within(form).getByLabelText(/^पासवर्ड/), 'Strong@Pass1');
    await user.type(within(form).getAllByRole('textbox').at(-1) as HTMLElement, 'Tst123');
    await user.click(within(form).getByRole('button', { name: 'लॉग इन' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: translateSharedText(ACCOUNT_LABELS.success) }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ठीक है' }));

    const otp = await screen.findByLabelText(/^ओटीपी दर्ज करें/);
    expect(otp).toHaveAttribute('maxlength', '6');
    expect(screen.getByText('ईमेल में आया 6 अंकों का कोड।')).toBeInTheDocument();
    expect(screen.getByText(/ओटीपी .*में समाप्त होगा/)).toBeInTheDocument();
    expect(screen.getByText(/पर भेजा गया।/)).toHaveTextContent('ओटीपी asha@example.org पर भेजा गया।');
    const verify = translateSharedText(ACCOUNT_LABELS.verifyOtp);
    expect(verify).toMatch(DEVANAGARI);
    expect(screen.getByRole('button', { name: verify })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: translateSharedText(ACCOUNT_LABELS.resend) })).toBeInTheDocument();
  });
  it('shows My Profile in Hindi: titles, genders, hints and buttons', async () => {
    window.localStorage.setItem('accessToken', 'token-123');
    window.localStorage.setItem('user_type', '2');
    fakeAccountApi({ 'GET /api/user-details': () => ok({ success: true, data: USER_DETAILS }) });
    i18n.activate('hi');
    renderAppAt('/edit-profile');
    const form = await screen.findByRole('form', { name: 'मेरी प्रोफ़ाइल' });
    const title = within(form).getByLabelText(/^संबोधन/);
    expect(within(title).getByRole('option', { name: 'श्रीमती' })).toHaveValue('Mrs');
    expect(within(form).getByRole('option', { name: 'लिंग चुनें' })).toHaveValue('');
    expect(within(form).getByRole('option', { name: 'महिला' })).toHaveValue('F');
    expect(within(form).getByText('ईमेल पता बदला नहीं जा सकता।')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: translateSharedText(ACCOUNT_LABELS.update) })).toBeInTheDocument();
    expect(translateSharedText(ACCOUNT_LABELS.update)).toMatch(DEVANAGARI);
  });

  it('shows Change Password in Hindi', async () => {
    window.localStorage.setItem('accessToken', 'token-123');
    window.localStorage.setItem('user_type', '2');
    fakeAccountApi({ 'GET /api/user-details': () => ok({ success: true, data: USER_DETAILS }) });
    i18n.activate('hi');
    renderAppAt('/change-password');
    const change = await screen.findByRole('form', { name: 'पासवर्ड बदलें' });
    expect(within(change).getByLabelText(/^पुराना पासवर्ड/)).toHaveAttribute('type', 'password');
    expect(within(change).getByLabelText(/^नया पासवर्ड/)).toHaveAttribute('type', 'password');
  });
});
