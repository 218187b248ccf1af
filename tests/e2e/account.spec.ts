import { expect, test, type Page } from '@playwright/test';

import {
  approveChart,
  deleteChart,
  sampleChartData,
  signInAccount,
  uniqueEmail,
} from './support/localBackend';

const PASSWORD = 'correct-horse-battery';

/** Stores a local chart in the existing key format before the app loads. */
async function seedLocalChart(page: Page, id: string, name: string) {
  const { metadata, labels, data } = sampleChartData(name);
  await page.addInitScript(
    ([chartId, parts]) => {
      if (localStorage.getItem(`metadata${chartId}`) !== null) return;
      localStorage.setItem(`metadata${chartId}`, parts[0]!);
      localStorage.setItem(`labels${chartId}`, parts[1]!);
      localStorage.setItem(`data${chartId}`, parts[2]!);
      localStorage.setItem('currentChart', chartId);
    },
    [id, [JSON.stringify(metadata), JSON.stringify(labels), JSON.stringify(data)]] as const,
  );
}

async function register(page: Page, email: string) {
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account\/my_account$/);
}

function localSection(page: Page) {
  return page.getByRole('region', { name: 'Charts on this Device:' });
}

function cloudSection(page: Page) {
  return page.getByRole('region', { name: 'Saved to the Cloud (up to 5):' });
}

async function upload(page: Page, name: string) {
  await localSection(page)
    .getByRole('button', { name: `Upload ${name}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Back up ${name}? (You can save up to 5 charts)`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

test.describe('account page', () => {
  test('a signed-out visitor is sent to the sign-in form', async ({ page }) => {
    await page.goto('/account/my_account');
    await expect(page).toHaveURL(/\/account\/login$/);
  });

  test('the first visit creates the profile from the email, with the Sun avatar', async ({ page }) => {
    const email = uniqueEmail('first.visit');
    await register(page, email);
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText(`@${email.split('@')[0]}`, { exact: true })).toBeVisible();
    await expect(profile.getByRole('img', { name: 'Avatar: Sun' })).toBeVisible();
    await expect(profile.getByText('🏆1 Achievement')).toBeVisible();
    await expect(cloudSection(page).getByText('No Charts Saved')).toBeVisible();
  });

  test('the display name rejects illegal characters without saving and saves a valid one', async ({
    page,
  }) => {
    const email = uniqueEmail('name');
    const original = `@${email.split('@')[0]}`;
    await register(page, email);
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByRole('button', { name: 'Edit display name' }).click();
    await profile.getByLabel('Display name').fill('@bad-name*-again');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByRole('alert')).toHaveText('Characters not allowed: -*');
    await page.reload();
    await expect(profile.getByText(original, { exact: true })).toBeVisible();

    await profile.getByRole('button', { name: 'Edit display name' }).click();
    await profile.getByLabel('Display name').fill('Thog_the.Great');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('@Thog_the.Great', { exact: true })).toBeVisible();
    await page.reload();
    await expect(profile.getByText('@Thog_the.Great', { exact: true })).toBeVisible();
  });

  test('the avatar picker keeps locked avatars locked, Cancel keeps the old one and Save stores the new one', async ({
    page,
  }) => {
    await register(page, uniqueEmail('avatar'));
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByRole('button', { name: 'Change Avatar' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
    const caveman = picker.getByRole('button', { name: /Caveman/ });
    await expect(caveman).toHaveAttribute('title', 'This avatar is currently locked');
    // aria-disabled keeps it focusable and clickable, so the click explains instead of doing nothing.
    await caveman.click({ force: true });
    await expect(picker.getByText('This avatar is currently locked', { exact: true })).toBeVisible();
    await expect(picker.getByRole('button', { name: /Caveman/ })).toHaveAttribute('aria-pressed', 'false');
    await picker.getByRole('button', { name: 'Dog' }).click();
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expect(picker).toBeHidden();
    await expect(profile.getByRole('img', { name: 'Avatar: Sun' })).toBeVisible();

    await profile.getByRole('button', { name: 'Change Avatar' }).click();
    await picker.getByRole('button', { name: 'Dog' }).click();
    await picker.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByRole('img', { name: 'Avatar: Dog' })).toBeVisible();
    await page.reload();
    await expect(profile.getByRole('img', { name: 'Avatar: Dog' })).toBeVisible();
  });

  test('upload, share by link, make public, moderate, see it in the feed, then delete it', async ({
    page,
    browser,
    context,
  }) => {
    const name = `Snack Showdown ${Date.now()}`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedLocalChart(page, 'MyChart', name);
    await register(page, uniqueEmail('flow'));

    await upload(page, name);
    const cloudCard = cloudSection(page).getByRole('listitem').filter({ hasText: name });
    await expect(cloudCard).toBeVisible();
    await expect(localSection(page).getByRole('listitem').filter({ hasText: name })).toBeVisible();

    await cloudCard.getByRole('button', { name: `🔗Share ${name}` }).click();
    const copied = page.getByText('Link copied to clipboard');
    await expect(copied).toBeVisible();
    await expect(copied).toBeHidden({ timeout: 1_800 });
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/chart\/[0-9a-f-]{36}$/);
    const chartId = link.split('/').pop()!;

    // Another browser without the account opens the private chart by its link.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(new URL(link).pathname);
    await expect(
      strangerPage.getByText('This is a temporary chart. No edits you make will be saved.'),
    ).toBeVisible();
    await expect(strangerPage.getByRole('heading', { name })).toBeVisible();

    await cloudCard.getByRole('checkbox', { name: 'Public' }).check();
    const discoverable = page.getByText('Chart is now publicly discoverable');
    await expect(discoverable).toBeVisible();
    await expect(discoverable).toBeHidden({ timeout: 2_800 });
    await expect(cloudCard).toContainText('waiting for approval');

    // Not in the feed until a moderator approves it.
    await strangerPage.goto('/feed');
    await expect(strangerPage.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
    await expect(strangerPage.locator('a[href="/chart/art-the-sun"]')).toBeVisible();
    await expect(strangerPage.getByText('Loading recent uploads…')).toHaveCount(0);
    await expect(strangerPage.getByRole('link', { name })).toHaveCount(0);
    await approveChart(chartId);
    await strangerPage.reload();
    const feedLink = strangerPage.getByRole('link', { name });
    await expect(feedLink).toHaveAttribute('href', `/chart/${chartId}`);

    await cloudCard.getByRole('button', { name: `Delete ${name} from the cloud` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this chart?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(cloudCard).toHaveCount(0);
    await expect(cloudSection(page).getByText('No Charts Saved')).toBeVisible();
    await strangerPage.reload();
    await expect(strangerPage.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
    await expect(strangerPage.getByText('Loading recent uploads…')).toHaveCount(0);
    await expect(strangerPage.getByRole('link', { name })).toHaveCount(0);
    await stranger.close();
  });

  test('making a chart private again says it is no longer discoverable', async ({ page }) => {
    const name = `Private Again ${Date.now()}`;
    await seedLocalChart(page, 'MyChart', name);
    await register(page, uniqueEmail('private'));
    await upload(page, name);
    const checkbox = cloudSection(page).getByRole('checkbox', { name: 'Public' });
    await checkbox.check();
    await checkbox.uncheck();
    await expect(page.getByText('Chart is no longer discoverable')).toBeVisible();
    await page.reload();
    await expect(checkbox).not.toBeChecked();
  });

  test('a sixth upload says the cloud limit is reached and adds nothing', async ({ page }) => {
    const name = `Limit Test ${Date.now()}`;
    // One local chart is one cloud row (an upload links it), so six charts for six uploads.
    for (let number = 1; number <= 6; number += 1) {
      await seedLocalChart(page, `MyChart${number}`, `${name} ${number}`);
    }
    await register(page, uniqueEmail('limit'));
    const cards = cloudSection(page).getByRole('listitem');
    await upload(page, `${name} 1`);
    await expect(cards).toHaveCount(1);
    // The same chart again makes no second row: it is linked to its backup.
    await upload(page, `${name} 1`);
    await expect(cloudSection(page).getByRole('alert')).toContainText(
      'This chart is already backed up to the cloud.',
    );
    await expect(cards).toHaveCount(1);
    for (let count = 2; count <= 5; count += 1) {
      await upload(page, `${name} ${count}`);
      await expect(cards).toHaveCount(count);
    }
    // With five, Upload says so at once instead of asking to confirm a backup it cannot make.
    await localSection(page)
      .getByRole('button', { name: `Upload ${name} 6` })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(cloudSection(page).getByRole('alert')).toContainText(
      'You already have 5 charts saved to the cloud, the most you can keep.',
    );
    await page.reload();
    await expect(cards).toHaveCount(5);
    // Deleting one keeps the focus in the list, though the row goes only once the server answered.
    await cards
      .first()
      .getByRole('button', { name: /^Delete .* from the cloud$/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(cards).toHaveCount(4);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest('[aria-labelledby="cloud-charts-title"]') !== null,
        ),
      )
      .toBe(true);
    await upload(page, `${name} 6`);
    await expect(cards).toHaveCount(5);
  });

  test('a chart whose backup was deleted, here or on another device, uploads again', async ({ page }) => {
    const name = `Backed Up Again ${Date.now()}`;
    const email = uniqueEmail('again');
    await seedLocalChart(page, 'MyChart', name);
    await register(page, email);
    const cards = cloudSection(page).getByRole('listitem');
    const cloudIdShown = async () =>
      (await cards.first().getByRole('link', { name: 'Open' }).getAttribute('href'))!.split('/').pop()!;

    await upload(page, name);
    await expect(cards).toHaveCount(1);
    const firstId = await cloudIdShown();
    await cards
      .first()
      .getByRole('button', { name: `Delete ${name} from the cloud` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(cards).toHaveCount(0);
    await upload(page, name);
    await expect(cards).toHaveCount(1);
    await expect(cloudSection(page).getByRole('alert')).toHaveCount(0);
    const secondId = await cloudIdShown();
    expect(secondId).not.toBe(firstId);

    // Deleted from another device: this browser still holds the link to the row.
    await deleteChart(await signInAccount(email, PASSWORD), secondId);
    await page.reload();
    await expect(cloudSection(page).getByText('No Charts Saved')).toBeVisible();
    await upload(page, name);
    await expect(cards).toHaveCount(1);
    await expect(cloudSection(page).getByRole('alert')).toHaveCount(0);
    expect(await cloudIdShown()).not.toBe(secondId);
  });

  test('a local chart opens in the editor, and deleting one removes its keys', async ({ page }) => {
    await seedLocalChart(page, 'MyChart1', 'Keep Me');
    await seedLocalChart(page, 'MyChart2', 'Delete Me');
    await register(page, uniqueEmail('local'));
    const local = localSection(page);
    await local.getByRole('button', { name: 'Delete Delete Me' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(local.getByRole('listitem').filter({ hasText: 'Delete Me' })).toHaveCount(0);
    const keys = await page.evaluate(() =>
      ['metadata', 'labels', 'data'].map((part) => localStorage.getItem(`${part}MyChart2`)),
    );
    expect(keys).toEqual([null, null, null]);
    // It was the active chart: currentChart is cleared, and no other chart is opened in its place.
    expect(await page.evaluate(() => localStorage.getItem('currentChart'))).toBeNull();

    await local
      .getByRole('listitem')
      .filter({ hasText: 'Keep Me' })
      .getByRole('button', { name: 'Open' })
      .click();
    await expect(page).toHaveURL(/\/editor$/);
    await expect(page.getByRole('heading', { name: 'Keep Me' })).toBeVisible();
  });

  test('deleting the only local chart leaves "No Charts Saved"; the editor then starts the default chart', async ({
    page,
  }) => {
    await seedLocalChart(page, 'MyChart1', 'Only One');
    await register(page, uniqueEmail('only.local'));
    const local = localSection(page);
    await local.getByRole('button', { name: 'Delete Only One' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(local.getByText('No Charts Saved')).toBeVisible();
    const stored = () =>
      page.evaluate(() =>
        ['currentChart', 'metadataMyChart1', 'metadataMyChart'].map((key) => localStorage.getItem(key)),
      );
    expect(await stored()).toEqual([null, null, null]);

    await page.getByRole('link', { name: 'Build Chart' }).first().click();
    await expect(page.getByRole('heading', { name: 'Radar Chart Generator' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentChart'))).toBe('MyChart');
  });

  test('the account page works at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await seedLocalChart(page, 'MyChart', 'Narrow Screen');
    await register(page, uniqueEmail('narrow'));
    await expect(localSection(page).getByRole('button', { name: 'Upload Narrow Screen' })).toBeVisible();
    await expect(cloudSection(page).getByText('No Charts Saved')).toBeVisible();
    // Polled: while the profile and the cloud list load, the page can be a pixel wider for a moment.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  });

  test('a long email and display name wrap inside the profile at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // A 60-character local part gives the longest first display names (the email is unique per run).
    const email = uniqueEmail(`wide${'x'.repeat(40)}`);
    await register(page, email);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.locator('.display-name-text')).toHaveText(
      `@${email.split('@')[0]!.replace(/[^A-Za-z0-9!#$%&._]/g, '')}`,
    );
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    const profile = await page.getByRole('region', { name: 'Profile' }).boundingBox();
    for (const text of [page.getByText(email), page.locator('.display-name-text')]) {
      const box = await text.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(profile!.x + profile!.width);
    }
  });
});
