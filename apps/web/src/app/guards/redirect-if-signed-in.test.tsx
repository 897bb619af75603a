import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, okJson, renderAppAt } from '../../test/mock-api';

afterEach(() => {
  vi.restoreAllMocks();
});

function answerRole(role: 'applicant' | 'staff') {
  mockFetch((url) =>
    url.pathname === '/api/user-details'
      ? okJson({
          success: true,
          data: {
            user_type: role === 'staff' ? null : 2,
            first_name: 'Meera',
            middle_name: null,
            last_name: 'Iyer',
            email_id: 'meera@example.org',
            mobile_no: null,
            title: null,
            gender: null,
            photo: null,
            role,
          },
        })
      : undefined,
  );
}

describe('the sign-in screens when a session is held', () => {
  it.each(['/iiidem-login', '/iiidem-otp'])('send staff (no user type) from %s to the back office', async (path) => {
    answerRole('staff');
    window.localStorage.setItem('accessToken', 'staff-token');
    const { router } = renderAppAt(path);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin/));
    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });

  it('sends an applicant who lost their user type on to the dashboard through the back-office entry', async () => {
    answerRole('applicant');
    window.localStorage.setItem('accessToken', 'applicant-token');
    const { router } = renderAppAt('/iiidem-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
