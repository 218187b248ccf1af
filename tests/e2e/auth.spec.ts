import { expect, test, type Page } from '@playwright/test';

import { createAccount, mailLinks, signOutEverywhere, uniqueEmail } from './support/localBackend';

const PASSWORD = 'correct-horse-battery';

/**
 * Signs in and waits until the account page has confirmed the session with the server, so a
 * session revoked afterwards is seen only by the next page (had the confirmation come after the
 * revocation, this page would already have signed out).
 */
async function signInConfirmed(page: Page, email: string, password: string) {
  const confirmed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/auth/v1/user' && response.status() === 200,
  );
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account\/my_account$/);
  await confirmed;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

test.describe('sign in, register, reset and update', () => {
  test('each mode shows the spec texts and hides the fields it does not use', async ({ page }) => {
    await page.goto('/account/login');
    await expect(
      page.getByText('Sign into your free StatRadar account to backup charts, share, and more!'),
    ).toBeVisible();
    await expect(page.getByText('Single Sign On coming soon')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forgot Password?' })).toBeVisible();

    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(
      page.getByText(
        'Reset your password. If you have an account, you will receive an email with instructions to reset.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Forgot Password?' })).toHaveCount(0);

    await page.goto('/account/update-password');
    await expect(page.getByText('Update your password.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await expect(page.getByLabel('New password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forgot Password?' })).toHaveCount(0);
  });

  test('the sign-in page tells a signed-in visitor so and links their account', async ({ page }) => {
    const email = uniqueEmail('already');
    await createAccount(email, PASSWORD);
    await page.goto('/account/login');
    await expect(page.getByText('You are signed in')).toHaveCount(0);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/my_account$/);
    await page.goto('/account/login');
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to My Account' }).click();
    await expect(page).toHaveURL(/\/account\/my_account$/);
  });

  test('Sign Out that cannot reach the server says so and keeps the user where they are', async ({
    page,
  }) => {
    const email = uniqueEmail('signout-offline');
    await createAccount(email, PASSWORD);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/my_account$/);
    await page.route('**/auth/v1/logout**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('alert')).toContainText('Could not sign out');
    await expect(page).toHaveURL(/\/account\/my_account$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
    // Once the server answers again, Sign Out works.
    await page.unroute('**/auth/v1/logout**');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a session signed out on another device no longer opens the account page', async ({ page }) => {
    const email = uniqueEmail('revoked');
    await createAccount(email, PASSWORD);
    await signInConfirmed(page, email, PASSWORD);
    // Its access token has not expired, but the server no longer knows its session.
    await signOutEverywhere(email, PASSWORD);
    const userCheck = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/auth/v1/user',
    );
    await page.goto('/account/my_account');
    expect((await userCheck).status()).toBe(403);
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a session signed out on another device whose access token has also expired is not renewed', async ({
    page,
  }) => {
    const email = uniqueEmail('revoked.expired');
    await createAccount(email, PASSWORD);
    await signInConfirmed(page, email, PASSWORD);
    await signOutEverywhere(email, PASSWORD);
    // The stored access token is past its expiry, so the next page renews it before anything else.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
      if (!key) throw new Error('no stored session');
      const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
      localStorage.setItem(
        key,
        JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }),
      );
    });
    const renewal = page.waitForResponse((response) => response.url().includes('grant_type=refresh_token'));
    await page.goto('/account/my_account');
    expect((await renewal).status()).toBe(400);
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((name) => name.endsWith('-auth-token'))),
    ).toBe(false);
  });

  test('the account page opens on the stored session when the server cannot confirm it', async ({ page }) => {
    const email = uniqueEmail('user-offline');
    await createAccount(email, PASSWORD);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/my_account$/);
    await page.route('**/auth/v1/user', (route) => route.abort('connectionrefused'));
    await page.goto('/account/my_account');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/my_account$/);
  });

  test('registering signs in, the header turns to Account live, and Sign Out returns home', async ({
    page,
  }) => {
    const email = uniqueEmail('register');
    await page.goto('/account/login');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/account\/my_account$/);
    await expect(header.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account/my_account',
    );
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    // A reload keeps the session, and the header knows it without visiting an account page.
    await page.goto('/');
    await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();

    await page.goto('/account/my_account');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('on a project that confirms emails first, registering says a link was sent and asks to sign in after', async ({
    page,
  }) => {
    // Hosted Supabase with email confirmation (its default) answers a sign-up with the user alone,
    // no session (reference/supabase-http-api.md); the local backend confirms at once, so this
    // answer is the hosted one, recorded.
    const email = uniqueEmail('confirm.first');
    await page.route('**/auth/v1/signup**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          id: '00000000-0000-4000-8000-000000000001',
          aud: 'authenticated',
          role: 'authenticated',
          email,
          confirmation_sent_at: new Date().toISOString(),
          app_metadata: { provider: 'email', providers: ['email'] },
          user_metadata: {},
          identities: [],
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          is_anonymous: false,
        }),
      }),
    );
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText(
        `Almost there: we sent a confirmation link to ${email}. Open it to confirm your email, then sign in here.`,
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).last(),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('signing in on one tab updates the header of another tab', async ({ context }) => {
    const email = uniqueEmail('tabs');
    await createAccount(email, PASSWORD);
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const page = await context.newPage();
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/my_account$/);
    await expect(other.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test('a wrong password and a duplicate sign-up show the service error in red', async ({ page }) => {
    const email = uniqueEmail('wrong');
    await createAccount(email, PASSWORD);
    await signIn(page, email, 'not-the-password');
    const error = page.getByRole('alert');
    await expect(error).toHaveText('Invalid login credentials');
    await expect(error).toHaveCSS('color', 'rgb(198, 40, 40)');
    await expect(page).toHaveURL(/\/account\/login$/);
    // The focus stays on the button pressed (it fell to the page's start while the button was busy).
    expect(await page.evaluate(() => document.activeElement?.classList.contains('auth-submit'))).toBe(true);

    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toContainText(/already/i);
  });

  test('an error description in the URL hash is shown on the form', async ({ page }) => {
    await page.goto(
      '/account/update-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await expect(page.getByRole('alert')).toHaveText('Email link is invalid or has expired');
  });

  test('an error description that arrives in the hash of the page already open is shown too', async ({
    page,
  }) => {
    await page.goto('/account/login');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Same page, new hash: a same-document navigation, nothing reloads.
    await page.goto(
      '/account/login#error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
    );
    await expect(page.getByRole('alert')).toHaveText('Email link is invalid or has expired');
  });

  test('a long unbroken error description wraps inside the form on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const description = `Redirect_not_allowed:${'x'.repeat(160)}`;
    await page.goto(`/account/login#error=invalid_request&error_description=${description}`);
    await expect(page.getByRole('alert')).toHaveText(description);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const card = await page.locator('.auth-card').boundingBox();
    const alert = await page.getByRole('alert').boundingBox();
    expect(alert!.x + alert!.width).toBeLessThanOrEqual(card!.x + card!.width);
  });

  test('a reset mail leads to the update form; the new password works and the old one no longer does', async ({
    page,
  }) => {
    const email = uniqueEmail('reset');
    await createAccount(email, PASSWORD);
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    // The status region is there, empty and taking no room, before it has anything to say: one
    // added with its text is often not read out.
    const status = page.locator('.auth-form').getByRole('status');
    await expect(status).toHaveText('');
    expect((await status.boundingBox())?.height).toBe(0);
    const fieldBottom = (await page.getByLabel('Email').boundingBox())!;
    const buttonTop = (await page.getByRole('button', { name: 'Send Reset Link' }).boundingBox())!;
    const formGap = await page
      .locator('.auth-form')
      .evaluate((form) => parseFloat(getComputedStyle(form).rowGap));
    expect(buttonTop.y - (fieldBottom.y + fieldBottom.height)).toBeCloseTo(formGap, 0);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(status).toHaveText('Check email for password reset link');

    const links = await mailLinks(email);
    expect(links).toHaveLength(1);
    await page.goto(links[0]!);
    await expect(page).toHaveURL(/\/account\/update-password/);
    await expect(page.getByText('Update your password.')).toBeVisible();
    await page.getByLabel('New password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page).toHaveURL(/\/account\/my_account$/);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await signIn(page, email, 'a-brand-new-password');
    await expect(page).toHaveURL(/\/account\/my_account$/);
  });

  test('updating the password without a session explains the problem in red', async ({ page }) => {
    await page.goto('/account/update-password');
    await page.getByLabel('New password').fill('whatever-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/update-password$/);
  });
});
