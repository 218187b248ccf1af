import { expect, test } from '@playwright/test';

import { signApiKey } from '../../packages/local-supabase/src/keys';
import { appPort, jwtSecret } from './support/environment';
import { backendUrl, createAccount, mailLinks, uniqueEmail } from './support/localBackend';

// Findings of the black-box spec audit (session 25), each checked in Chromium against the built app
// and the embedded backend.

const PASSWORD = 'correct-horse-battery';

test.describe('spec audit', () => {
  // Spec §4 and §7: the auth service's PASSWORD_RECOVERY session is for "update the user's
  // password". A reset link that lands on the site's root (the auth service falls back to its site
  // address when it does not accept the redirect to /account/update-password) left the user on the
  // home page, signed out, with the session's tokens in the address bar: supabase-js was never
  // loaded there to take them in.
  test('a password-reset link that lands on the home page goes on to the update form', async ({ page }) => {
    const email = uniqueEmail('recovery-root');
    await createAccount(email, PASSWORD);
    const response = await fetch(
      `${backendUrl}/auth/v1/recover?redirect_to=${encodeURIComponent(`http://127.0.0.1:${appPort}/`)}`,
      {
        method: 'POST',
        headers: { apikey: signApiKey(jwtSecret, 'anon'), 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      },
    );
    expect(response.ok).toBe(true);
    const links = await mailLinks(email);
    expect(links).toHaveLength(1);

    await page.goto(links[0]!);
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${appPort}/account/update-password$`));
    await expect(page.getByText('Update your password.')).toBeVisible();
    await page.getByLabel('New password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page).toHaveURL(/\/account\/my_account$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  });

  // supabase-js repeats PASSWORD_RECOVERY in the site's other tabs: only the tab the link opened
  // goes on to the update form; the sign-in tab the reset was asked from stays where it is.
  test('a password-reset link moves only its own tab to the update form', async ({ context, page }) => {
    const email = uniqueEmail('recovery-tabs');
    await createAccount(email, PASSWORD);
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check email for password reset link')).toBeVisible();

    const linkTab = await context.newPage();
    await linkTab.goto((await mailLinks(email))[0]!);
    await expect(linkTab).toHaveURL(/\/account\/update-password/);
    await expect(linkTab.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
    // The first tab learns of the session (its header turns to Account) and stays on its page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login$/);
  });

  // Spec §4: "An auth error description may arrive in the URL hash (error_description) and is shown
  // on the form." An expired or used reset link whose redirect fell back to the site's root showed
  // nothing: the home page ignored the error and kept it in the address.
  test('an email link error that lands on the home page is shown on the sign-in form', async ({ page }) => {
    await page.goto(
      `${backendUrl}/auth/v1/verify?token=used-or-expired&type=recovery&redirect_to=${encodeURIComponent(
        `http://127.0.0.1:${appPort}/`,
      )}`,
    );
    await expect(page).toHaveURL(/\/account\/login#error=/);
    await expect(page.getByRole('alert')).toHaveText('Email link is invalid or has expired');
  });
});
