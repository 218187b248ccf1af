import { expect, test, type Page } from '@playwright/test';

import { backendUrl, createAccount, sampleChartData, uniqueEmail } from './support/localBackend';
import { signIn, TEST_PASSWORD } from './support/signIn';

const UNREACHABLE = 'Could not reach the account service. Check your internet connection and try again.';

/** Stores a local chart in the existing key format before the app loads. */
async function seedLocalChart(page: Page, id: string, name: string) {
  const { metadata, labels, data } = sampleChartData(name);
  await page.addInitScript(
    ([chartId, parts]) => {
      if (localStorage.getItem(`metadata${chartId}`) !== null) return;
      localStorage.setItem(`metadata${chartId}`, parts[0]!);
      localStorage.setItem(`labels${chartId}`, parts[1]!);
      localStorage.setItem(`data${chartId}`, parts[2]!);
    },
    [id, [JSON.stringify(metadata), JSON.stringify(labels), JSON.stringify(data)]] as const,
  );
}

/** Makes the stored session's access token look expired, as after a laptop slept for an hour. */
async function expireStoredSession(page: Page) {
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    if (!key) throw new Error('no stored session');
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, JSON.stringify(session));
  });
}

function backendDown(page: Page) {
  return page.route(`${backendUrl}/**`, (route) => route.abort('connectionrefused'));
}

test.describe('accounts when the service is out of reach', () => {
  test('sign in, register and reset say the service could not be reached, not "Failed to fetch"', async ({
    page,
  }) => {
    await page.goto('/account/login');
    await backendDown(page);
    const form = page.getByRole('main');
    const email = uniqueEmail('unreachable');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText(UNREACHABLE);

    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText(UNREACHABLE);

    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText(UNREACHABLE);
    await expect(page.getByText('Check email for password reset link')).toHaveCount(0);
  });

  test("an expired session with the service down still opens the account page on this device's charts", async ({
    page,
  }) => {
    await seedLocalChart(page, 'MyChart1', 'Kept Locally');
    const email = uniqueEmail('expired-offline');
    await createAccount(email, TEST_PASSWORD);
    await signIn(page, email);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await expireStoredSession(page);
    await backendDown(page);
    await page.reload();
    // Renewing the session keeps retrying for half a minute or more; the page must not wait for it.
    const local = page.getByRole('region', { name: 'Charts on this Device:' });
    await expect(local.getByRole('heading', { name: 'Kept Locally' })).toBeVisible({ timeout: 12_000 });
    await expect(page).toHaveURL(/\/account\/my_account$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test('saving a display name offline says the service could not be reached', async ({ page }) => {
    const email = uniqueEmail('name-offline');
    await createAccount(email, TEST_PASSWORD);
    await signIn(page, email);
    await page.getByRole('button', { name: 'Edit display name' }).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('offline_name');
    await backendDown(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(UNREACHABLE);
  });
});

test.describe('password reset links that no longer work', () => {
  test('an expired reset link offers a new one, reachable by keyboard', async ({ page }) => {
    const email = uniqueEmail('expired-link');
    await createAccount(email, TEST_PASSWORD);
    await page.goto(
      '/account/update-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await expect(page.getByRole('alert')).toHaveText('Email link is invalid or has expired');
    const again = page.getByRole('button', { name: 'Request a new reset link' });
    await again.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Check email for password reset link');
  });

  test('updating without a reset link says to open or request one, not "Auth session missing!"', async ({
    page,
  }) => {
    await page.goto('/account/update-password');
    await page.getByLabel('New password').fill('whatever-password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Open the link in your password reset email');
    await expect(page.getByRole('button', { name: 'Request a new reset link' })).toBeVisible();
  });
});

test('an avatar that cannot be saved says so inside the picker, which stays open to try again', async ({
  page,
}) => {
  const email = uniqueEmail('avatar-offline');
  await createAccount(email, TEST_PASSWORD);
  await signIn(page, email);
  await expect(page.getByRole('img', { name: 'Avatar: Sun' })).toBeVisible();
  await page.getByRole('button', { name: 'Change Avatar' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
  await picker.getByRole('button', { name: 'Dog' }).click();
  await page.route('**/rest/v1/user_data**', (route) => route.abort('connectionrefused'));
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker.getByRole('alert')).toHaveText(`Your avatar was not saved. ${UNREACHABLE}`);
  await expect(page.getByRole('img', { name: 'Avatar: Sun' })).toBeVisible();

  await page.unroute('**/rest/v1/user_data**');
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Avatar: Dog' })).toBeVisible();
});

test('deleting the last chart of a list by keyboard leaves the focus in its section', async ({ page }) => {
  await seedLocalChart(page, 'MyChart1', 'Only Chart');
  const email = uniqueEmail('last-delete');
  await createAccount(email, TEST_PASSWORD);
  await signIn(page, email);
  const local = page.getByRole('region', { name: 'Charts on this Device:' });
  const cloud = page.getByRole('region', { name: 'Saved to the Cloud (up to 5):' });

  await local.getByRole('button', { name: 'Upload Only Chart' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).focus();
  await page.keyboard.press('Enter');
  await expect(cloud.getByRole('heading', { name: 'Only Chart' })).toBeVisible();

  await cloud.getByRole('button', { name: 'Delete Only Chart from the cloud' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).focus();
  await page.keyboard.press('Enter');
  await expect(cloud.getByText('No Charts Saved')).toBeVisible();
  await expect(cloud).toBeFocused();

  await local.getByRole('button', { name: 'Delete Only Chart' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).focus();
  await page.keyboard.press('Enter');
  await expect(local.getByText('No Charts Saved')).toBeVisible();
  await expect(local).toBeFocused();
  // The next Tab goes on from the section, not from the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: 'StatRadar' })).not.toBeFocused();
});

test('the confirmation link of a hosted sign-up comes back to the sign-in form, which signs the user in', async ({
  page,
}) => {
  const email = uniqueEmail('confirm.link');
  let signUpUrl = '';
  await page.route('**/auth/v1/signup**', (route) => {
    signUpUrl = route.request().url();
    // Hosted Supabase with email confirmation answers with the user alone (no session).
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        id: '00000000-0000-4000-8000-000000000002',
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
    });
  });
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`we sent a confirmation link to ${email}`)).toBeVisible();
  const origin = new URL(page.url()).origin;
  expect(new URL(signUpUrl).searchParams.get('redirect_to')).toBe(`${origin}/account/login`);
  await page.unroute('**/auth/v1/signup**');

  // The link's redirect, as GoTrue sends it once the address is confirmed (implicit flow), opened
  // from the mail in a fresh page.
  await page.goto('about:blank');
  const session = await createAccount(email, TEST_PASSWORD);
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  await page.goto(
    `/account/login#access_token=${session.token}&expires_at=${expiresAt}&expires_in=3600&refresh_token=unused&token_type=bearer&type=signup`,
  );
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
});

test('a gateway error page in place of the auth service is explained, not shown as "{}"', async ({
  page,
}) => {
  await page.goto('/account/login');
  const answer = { status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' };
  await page.route(`${backendUrl}/auth/v1/**`, (route) =>
    route.fulfill({ ...answer, headers: { 'access-control-allow-origin': '*' } }),
  );
  await page.getByLabel('Email').fill(uniqueEmail('gateway'));
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The account service is not answering right now. Try again in a moment.',
  );

  Object.assign(answer, { status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The account service failed with an unexpected answer. Try again in a moment.',
  );
});

test('the avatar picker opens with the focus on the avatar in use', async ({ page }) => {
  const email = uniqueEmail('avatar-focus');
  await createAccount(email, TEST_PASSWORD);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Change Avatar' }).focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
  // A new profile has the Sun (index 1), the second of the grid.
  await expect(picker.getByRole('button', { name: 'Sun', pressed: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change Avatar' })).toBeFocused();
});

test('signing in with Enter leaves the focus at the start of the account page, not the document', async ({
  page,
}) => {
  const email = uniqueEmail('focus-after');
  await createAccount(email, TEST_PASSWORD);
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.locator('#main-content')).toBeFocused();
  // The profile loads after the page shows (two requests for a new account: read, then create).
  // Its arrival must leave the focus where it is; a Tab pressed before it lands on Sign Out, the
  // only control the page has yet.
  const editName = page.getByRole('button', { name: 'Edit display name' });
  await expect(editName).toBeVisible();
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editName).toBeFocused();
});

test('Public switched on and quickly off again on a slow network ends private, on screen and on the server', async ({
  page,
}) => {
  await seedLocalChart(page, 'MyChart1', 'Flip Chart');
  const email = uniqueEmail('public-flip');
  await createAccount(email, TEST_PASSWORD);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Upload Flip Chart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const cloud = page.getByRole('region', { name: 'Saved to the Cloud (up to 5):' });
  const isPublic = cloud.getByRole('checkbox', { name: 'Public' });
  await expect(isPublic).not.toBeChecked();

  // The first change is slow to arrive; the second one, sent at once, would overtake it.
  let patches = 0;
  await page.route('**/rest/v1/radar_chart?*', async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 1) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await isPublic.click();
  await isPublic.click();
  await expect(isPublic).not.toBeChecked();
  await expect(page.getByText('Chart is no longer discoverable')).toBeVisible({ timeout: 8_000 });
  await page.unroute('**/rest/v1/radar_chart?*');

  await page.reload();
  await expect(cloud.getByRole('heading', { name: 'Flip Chart' })).toBeVisible();
  await expect(isPublic).not.toBeChecked();
});
