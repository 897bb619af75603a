import { FEEDBACK_MESSAGES } from '@iiidem/shared/feedback/feedback';
import { MESSAGES } from '@iiidem/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../test/mock-api';
import { SITE_SETTINGS_ANSWER } from '../../../test/site-settings';

type Sent = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };

const CAPTCHA: Answer = {
  status: 201,
  body: {
    success: true,
    data: {
      captcha_id: 'captcha-1',
      image: 'data:image/png;base64,iVBORw0KGgo=',
      width: 180,
      height: 50,
      expires_in: 300,
    },
  },
};

/** The API of the feedback page: a captcha, the site settings, and `onFeedback` for POST /api/feedback. */
function feedbackApi(onFeedback: (body: unknown) => Answer) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: url.pathname, body });
    const answer: Answer =
      method === 'POST' && url.pathname === '/api/captcha'
        ? CAPTCHA
        : method === 'POST' && url.pathname === '/api/feedback'
          ? onFeedback(body)
          : url.pathname === '/api/site-settings'
            ? { status: 200, body: SITE_SETTINGS_ANSWER }
            : { status: 404, body: { success: false, message: 'Not found.' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { feedbackCalls: () => sent.filter((call) => call.path === '/api/feedback') };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const MESSAGE = "Collector's Office, Room 4 (2nd floor): the PDF didn't open; please check & reply.";

async function openForm() {
  renderAppAt('/feedback');
  await screen.findByRole('heading', { level: 1, name: 'Feedback' });
  await screen.findByRole('img', { name: /Captcha image/ });
  return screen.getByRole('form', { name: 'Feedback' });
}

describe('/feedback', { timeout: 30_000 }, () => {
  it('lists what is missing at the top of the form and sends nothing', async () => {
    const api = feedbackApi(() => ({ status: 500, body: {} }));
    const user = userEvent.setup({ delay: null });
    const form = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    const list = summary.closest('section') as HTMLElement;
    for (const text of [
      FEEDBACK_MESSAGES.nameRequired,
      FEEDBACK_MESSAGES.emailRequired,
      FEEDBACK_MESSAGES.categoryRequired,
      FEEDBACK_MESSAGES.messageRequired,
      FEEDBACK_MESSAGES.consentRequired,
    ]) {
      expect(within(list).getByText(new RegExp(text.replace(/[.?]/g, '\\$&')))).toBeInTheDocument();
    }
    expect(within(list).getByRole('link', { name: /^Your name:/ })).toHaveAttribute('href', '#feedback-name');
    // Focus and title move in effects, which Preact runs after the next frame.
    await waitFor(() => expect(list).toHaveFocus());
    expect(document.title).toBe('Error: Feedback | IIIDEM');
    expect(screen.getByLabelText(/^Your e-mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.feedbackCalls()).toHaveLength(0);
  });

  it('sends what was typed, punctuation included, and thanks the sender with the reference number', async () => {
    const api = feedbackApi(() => ({
      status: 201,
      body: { success: true, message: FEEDBACK_MESSAGES.sent, data: { id: 42 } },
    }));
    const user = userEvent.setup({ delay: null });
    const form = await openForm();
    await user.type(within(form).getByLabelText(/^Your name/), 'Asha Rao');
    await user.type(within(form).getByLabelText(/^Your e-mail address/), 'asha@example.org');
    await user.type(within(form).getByLabelText(/^Phone number/), '9876543210');
    await user.selectOptions(within(form).getByLabelText(/^What is it about/), 'website');
    await user.type(within(form).getByLabelText(/^Your message/), MESSAGE);
    await user.click(within(form).getByRole('checkbox', { name: /I agree that the institute may store/ }));
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await user.type(within(form).getByLabelText(/^Enter the captcha/), 'Tst123');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you for your feedback' });
    expect(screen.getByText('Your reference number is 42.')).toBeInTheDocument();
    await waitFor(() => expect(thanks.parentElement).toHaveFocus());
    expect(api.feedbackCalls()[0]?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.org',
      phone: '9876543210',
      category: 'website',
      message: MESSAGE,
      consent: true,
      captcha_id: 'captcha-1',
      captcha: 'Tst123',
    });
  });

  it("shows a refused captcha under its field ('Invalid captcha') and loads a new one", async () => {
    feedbackApi(() => ({
      status: 400,
      body: {
        success: false,
        message: MESSAGES.invalidCaptchaLogin,
        errors: [{ path: 'captcha', msg: MESSAGES.invalidCaptchaLogin }],
      },
    }));
    const user = userEvent.setup({ delay: null });
    const form = await openForm();
    await user.type(within(form).getByLabelText(/^Your name/), 'Asha Rao');
    await user.type(within(form).getByLabelText(/^Your e-mail address/), 'asha@example.org');
    await user.selectOptions(within(form).getByLabelText(/^What is it about/), 'other');
    await user.type(within(form).getByLabelText(/^Your message/), 'Hello');
    await user.click(within(form).getByRole('checkbox', { name: /I agree/ }));
    await user.type(within(form).getByLabelText(/^Enter the captcha/), 'Wrong1');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findAllByText('Invalid captcha')).not.toHaveLength(0);
    expect(within(form).getByLabelText(/^Enter the captcha/)).toHaveValue('');
  });
});
