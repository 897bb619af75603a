import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../test/mock-api';
import { answerUserDetails } from '../../test/user-details';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the sign-in screens when a session is held', () => {
  it.each(['/iiidem-login', '/iiidem-otp'])('send staff (no user type) from %s to the back office', async (path) => {
    answerUserDetails('staff');
    window.localStorage.setItem('accessToken', 'staff-token');
    const { router } = renderAppAt(path);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin/));
    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });

  it('sends an applicant who lost their user type on to the dashboard through the back-office entry', async () => {
    answerUserDetails('applicant');
    window.localStorage.setItem('accessToken', 'applicant-token');
    const { router } = renderAppAt('/iiidem-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
