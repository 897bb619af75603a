import { expect, type Page, test } from '@playwright/test';
import { loadCaptchaVoice } from '../../apps/api/src/features/captcha/captcha-audio';
import { decodeCaptchaAudio } from '../../apps/api/test/support/captcha-audio-decoder';
import { newMailedCode } from '../fixtures/admin';
import { APPLICANT_PASSWORD, mailedCode, newApplicant } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';
import { gotoHydrated } from '../fixtures/hydrated';

/**
 * Issue 16: a visitor who cannot see the captcha picture signs in with its audio alone. The test types what
 * it hears: it downloads the audio the page's player points at and decodes it by matching the spoken clips
 * (test/support/captcha-audio-decoder.ts), never reading the answer from anywhere else, so the sign-in
 * succeeds only if the server's audio says the challenge it checks.
 */

/** What the captcha's audio player on the page says (once it no longer points at a used challenge). */
async function hearCaptcha(page: Page, used = ''): Promise<{ heard: string; address: string }> {
  const player = page.getByLabel('Play audio captcha');
  await expect(player).toHaveAttribute('src', /^\/api\/captcha\/[^/]+\/audio\?lang=en$/);
  await expect(player).not.toHaveAttribute('src', used);
  const address = (await player.getAttribute('src')) ?? '';
  const response = await page.request.get(address);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('audio/wav');
  const heard = decodeCaptchaAudio(await response.body(), await loadCaptchaVoice('en'));
  expect(heard).toMatch(/^[A-Za-z0-9]{6}$/);
  return { heard, address };
}

async function acknowledge(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(text, { exact: true })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a sign-in completed with the audio captcha alone, on the password and code screens', async ({
  page,
  request,
}) => {
  const applicant = await newApplicant(request, 2);
  const before = [await mailedCode(request, applicant.email, 'sign-in')];

  await gotoHydrated(page, '/iiidem-login');
  const player = page.getByLabel('Play audio captcha');
  await expect(player).toHaveAccessibleDescription(/listen to the characters and type them in the box below/);
  await expectNoAxeViolations(page);
  // Reload Captcha renews the audio with the picture.
  const first = await player.getAttribute('src');
  await page.getByRole('button', { name: 'Reload Captcha' }).click();
  await expect(player).not.toHaveAttribute('src', first ?? '');

  const login = await hearCaptcha(page);
  await page.getByLabel(/^E-mail/).fill(applicant.email);
  await page.getByLabel(/^Password/).fill(APPLICANT_PASSWORD);
  await page.getByLabel(/^Enter the captcha/).fill(login.heard);
  await page.getByRole('button', { name: 'Login' }).click();
  await acknowledge(page, 'Logged in successfully');
  await expect(page).toHaveURL(/\/iiidem-otp$/);
  // The challenge is used up: its audio is gone.
  expect((await page.request.get(login.address)).status()).toBe(404);

  const otp = await hearCaptcha(page, login.address);
  await page.getByLabel(/^Enter OTP/).fill(await newMailedCode(request, applicant.email, 'sign-in', before));
  await page.getByLabel(/^Enter the captcha/).fill(otp.heard);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await acknowledge(page, 'OTP Verified! Logging you in.');
  await expect(page).toHaveURL(/\/dashboard$/);
});
