import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n/runtime';
import { applyApiErrors } from './apply-api-errors';
import { ErrorSummary } from './error-summary';
import { TextField } from './form-fields';

describe('the form kit in Hindi (issue 14)', () => {
  it("shows a shared schema's message under its field in Hindi", () => {
    i18n.activate('hi');
    render(<TextField label="ईमेल" error={MESSAGES.invalidEmail} />);
    expect(screen.getByRole('textbox', { name: 'ईमेल' })).toHaveAccessibleDescription('त्रुटि: कृपया मान्य ईमेल दर्ज करें');
  });

  it('lists the errors under a Hindi heading, with numbered texts keeping their number', () => {
    i18n.activate('hi');
    render(
      <ErrorSummary
        errors={[
          { id: 'email', label: 'ईमेल', message: ACCOUNT_MESSAGES.emailRequired },
          { id: 'about', label: 'परिचय', message: MESSAGES.inputTooLong(500) },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'एक समस्या है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ईमेल: ईमेल आवश्यक है।' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'परिचय: इनपुट फ़ील्ड 500 वर्णों से अधिक नहीं होने चाहिए।' })).toBeInTheDocument();
  });

  it("gives the form's alert the server's refusal in Hindi, and a text of its own as it is", () => {
    i18n.activate('hi');
    const setError = vi.fn();
    const refusal = new ApiError(API_ERRORS.validation, 400, [
      { path: 'email', msg: ACCOUNT_MESSAGES.invalidCredentials },
    ]);
    const applied = applyApiErrors(refusal, ['email'] as const, setError, MESSAGES.somethingWentWrong);
    expect(applied.message).toBe('कुछ मान मान्य नहीं हैं।');
    expect(applied.firstFieldMessage).toBe('अमान्य ईमेल या पासवर्ड।');
    expect(applied.placed).toEqual(['email']);

    const offline = applyApiErrors(new ApiError('', 0), ['email'] as const, setError, MESSAGES.somethingWentWrong);
    expect(offline.message).toBe('कुछ गलत हो गया');
    const own = applyApiErrors(new ApiError('Course 12 is full', 409), ['email'] as const, setError, '');
    expect(own.message).toBe('Course 12 is full');
  });
});
