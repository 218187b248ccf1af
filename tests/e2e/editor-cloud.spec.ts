import { expect, test, type Page } from '@playwright/test';

import { openEditor, storedJson } from './editorHelpers';
import {
  backendUrl,
  createAccount,
  insertChart,
  sampleChartData,
  signInAccount,
  signOutEverywhere,
  uniqueEmail,
} from './support/localBackend';
import { TEST_PASSWORD as PASSWORD, signIn } from './support/signIn';
import { signApiKey } from '../../packages/local-supabase/src/keys';
import { jwtSecret } from './support/environment';

/** The owner's cloud rows as the REST API returns them. */
async function cloudRows(owner: {
  userId: string;
  token: string;
}): Promise<{ id: string; data: { metadata: { name: string } } }[]> {
  const anonKey = signApiKey(jwtSecret, 'anon');
  const response = await fetch(
    `${backendUrl}/rest/v1/radar_chart?select=id,data&user_id=eq.${owner.userId}`,
    {
      headers: { apikey: anonKey, Authorization: `Bearer ${owner.token}` },
    },
  );
  return (await response.json()) as { id: string; data: { metadata: { name: string } } }[];
}

async function rename(page: Page, name: string) {
  await page.getByRole('button', { name: 'Edit chart name' }).click();
  await page.getByRole('textbox', { name: 'chart name' }).fill(name);
  await page.keyboard.press('Enter');
}

test('the owner opening a cloud chart that breaks a limit sees the repair notice and can download the row', async ({
  page,
}) => {
  const email = uniqueEmail('cloud.repair');
  const owner = await createAccount(email, PASSWORD);
  const longName = `Snacks ${'x'.repeat(250)}`;
  const data = sampleChartData('Snacks');
  const id = await insertChart(owner, { ...data, metadata: { ...data.metadata, name: longName } }, false);
  await signIn(page, email);
  await openEditor(page, `/chart/${id}`);
  await expect(page.getByRole('heading', { name: 'This chart was repaired when it opened' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the original' }).click(),
  ]);
  const path = await download.path();
  const text = (await import('node:fs')).readFileSync(path, 'utf8');
  expect(text).toContain(longName);
});

test('saving a chart whose cloud row was deleted elsewhere says so, and the message stays on the page it leads to', async ({
  page,
}) => {
  const email = uniqueEmail('cloud.deleted');
  const owner = await createAccount(email, PASSWORD);
  const id = await insertChart(owner, sampleChartData('Snacks'), false);
  await signIn(page, email);
  await openEditor(page, `/chart/${id}`);
  await expect(page.getByRole('button', { name: 'Save to cloud' })).toBeVisible();
  // Deleted from another device.
  const anonKey = signApiKey(jwtSecret, 'anon');
  const deleted = await fetch(`${backendUrl}/rest/v1/radar_chart?id=eq.${id}`, {
    method: 'DELETE',
    headers: { apikey: anonKey, Authorization: `Bearer ${owner.token}` },
  });
  expect(deleted.status).toBe(204);
  await page.getByRole('button', { name: 'Save to cloud' }).click();
  const message = page.getByText('This chart is no longer in your cloud charts (it was deleted)');
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(message).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back up to cloud' })).toBeVisible();
});

test.describe('cloud round trip', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the owner edits a cloud chart, saves it to the same row and link, and a newer save elsewhere is detected', async ({
    page,
    context,
  }) => {
    // Two tabs, sign-in and several round trips: more than the default on a shared machine.
    test.setTimeout(90_000);
    const email = uniqueEmail('cloud.edit');
    const owner = await createAccount(email, PASSWORD);
    const id = await insertChart(owner, sampleChartData('Snacks'), false);
    await signIn(page, email);

    await openEditor(page, `/chart/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Snacks' })).toBeVisible();
    await expect(page.getByText('This is a temporary chart. No edits you make will be saved.')).toHaveCount(
      0,
    );
    await rename(page, 'Snacks, fixed typo');
    await page.getByRole('button', { name: 'Save to cloud' }).click();
    await expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/chart/${id}$`));
    let rows = await cloudRows(owner);
    expect(rows.map((row) => [row.id, row.data.metadata.name])).toEqual([[id, 'Snacks, fixed typo']]);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(page.url()).origin}/chart/${id}`,
    );

    // A reload shows the edited working copy, not an older version.
    await rename(page, 'Unsaved local edit');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Unsaved local edit' })).toBeVisible();
    await rename(page, 'Snacks, fixed typo');

    // A second tab saves a newer version first.
    const second = await context.newPage();
    await second.bringToFront();
    await openEditor(second, `/chart/${id}`);
    await expect(second.getByRole('heading', { level: 1, name: 'Snacks, fixed typo' })).toBeVisible();
    await rename(second, 'Saved from tab two');
    await second.getByRole('button', { name: 'Save to cloud' }).click();
    await expect(second.getByText('Saved to the cloud', { exact: true })).toBeVisible();

    await page.bringToFront();
    await page.getByRole('slider', { name: 'Taste', exact: true }).focus();
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Save to cloud' }).click();
    const conflict = page.getByRole('dialog', {
      name: /A newer version of this chart was saved to the cloud/,
    });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Cancel' }).click();
    rows = await cloudRows(owner);
    expect(rows[0]?.data.metadata.name).toBe('Saved from tab two');

    await page.getByRole('button', { name: 'Save to cloud' }).click();
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible();
    rows = await cloudRows(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(id);
  });

  test('saving after the chart was made public or approved (which move its updated_at) asks nothing: its content is still this browser’s', async ({
    page,
  }) => {
    const email = uniqueEmail('cloud.public');
    const owner = await createAccount(email, PASSWORD);
    const id = await insertChart(owner, sampleChartData('Snacks'), false);
    await signIn(page, email);
    await openEditor(page, `/chart/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Snacks' })).toBeVisible();
    // The owner makes it public elsewhere (the account page's switch), and a moderator approves it.
    const anonKey = signApiKey(jwtSecret, 'anon');
    const serviceKey = signApiKey(jwtSecret, 'service_role');
    for (const [key, token, patch] of [
      [anonKey, owner.token, { is_public: true }],
      [serviceKey, serviceKey, { is_approved: true }],
    ] as const) {
      const response = await fetch(`${backendUrl}/rest/v1/radar_chart?id=eq.${id}`, {
        method: 'PATCH',
        headers: { apikey: key, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(patch),
      });
      expect(response.status).toBe(204);
    }
    await rename(page, 'Snacks, after going public');
    await page.getByRole('button', { name: 'Save to cloud' }).click();
    await expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const rows = await cloudRows(owner);
    expect(rows.map((row) => row.data.metadata.name)).toEqual(['Snacks, after going public']);
  });

  test('opening a backed-up chart after making it public keeps its unsaved local edits and asks nothing', async ({
    page,
  }) => {
    const email = uniqueEmail('cloud.public.open');
    const owner = await createAccount(email, PASSWORD);
    await signIn(page, email);
    await openEditor(page);
    await page.getByRole('button', { name: 'Back up to cloud' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Save to cloud' })).toBeVisible();
    await rename(page, 'Edited, not saved to the cloud');
    await page.goto('/account/my_account');
    const cloudCard = page
      .getByRole('region', { name: 'Saved to the Cloud (up to 5):' })
      .getByRole('listitem')
      .filter({ hasText: 'Radar Chart Generator' });
    await cloudCard.getByRole('checkbox', { name: 'Public' }).check();
    await expect(page.getByText('Chart is now publicly discoverable')).toBeVisible();
    await cloudCard.getByRole('link', { name: 'Open' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edited, not saved to the cloud' }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'A newer version of this chart was saved to the cloud' }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Load the cloud version' })).toHaveCount(0);
    // Saving needs no question either: the cloud holds nothing this browser has not seen.
    await page.getByRole('button', { name: 'Save to cloud' }).click();
    await expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const rows = await cloudRows(owner);
    expect(rows.map((row) => row.data.metadata.name)).toEqual(['Edited, not saved to the cloud']);
  });

  test('retrying a save whose answer was lost says saved, not that a newer version is in the cloud', async ({
    page,
  }) => {
    const email = uniqueEmail('cloud.save.retry');
    const owner = await createAccount(email, PASSWORD);
    const id = await insertChart(owner, sampleChartData('Snacks'), false);
    await signIn(page, email);
    await openEditor(page, `/chart/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Snacks' })).toBeVisible();
    await rename(page, 'Snacks, saved once');
    // The server saves the chart, then the connection drops before its answer arrives.
    await page.route('**/rest/v1/radar_chart?*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Save to cloud' }).click();
    const alert = page.getByRole('group', { name: 'Cloud' }).getByRole('alert');
    await expect(alert).toContainText('Could not reach the cloud');
    expect((await cloudRows(owner)).map((row) => row.data.metadata.name)).toEqual(['Snacks, saved once']);
    await page.unroute('**/rest/v1/radar_chart?*');

    await page.getByRole('button', { name: 'Save to cloud' }).click();
    await expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The link took the row's version: the next save goes straight through too.
    await rename(page, 'Snacks, saved twice');
    await page.getByRole('button', { name: 'Save to cloud' }).click();
    await expect
      .poll(async () => (await cloudRows(owner)).map((row) => row.data.metadata.name))
      .toEqual(['Snacks, saved twice']);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a signed-in user backs up a local chart from the editor and gets a link', async ({ page }) => {
    const email = uniqueEmail('cloud.backup');
    const owner = await createAccount(email, PASSWORD);
    await signIn(page, email);
    await openEditor(page);
    await page.getByRole('button', { name: 'Back up to cloud' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Back up Radar Chart Generator? (You can save up to 5 charts)');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Save to cloud' })).toBeVisible();
    const rows = await cloudRows(owner);
    expect(rows).toHaveLength(1);
    await page.getByRole('button', { name: 'Copy link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/chart/${rows[0]!.id}$`),
    );
  });

  // With four charts already, the lost backup takes the last place: the retry meets the 5-chart limit
  // before its own row's id.
  for (const older of [0, 4]) {
    test(`retrying a backup whose answer was lost, even after a reload, makes no second cloud row (${older} other charts)`, async ({
      page,
    }) => {
      const email = uniqueEmail('cloud.backup.retry');
      const owner = await createAccount(email, PASSWORD);
      for (let number = 1; number <= older; number += 1) {
        await insertChart(owner, sampleChartData(`Older ${number}`), false);
      }
      await signIn(page, email);
      await openEditor(page);
      // The server saves the row, then the connection drops before its answer arrives.
      await page.route('**/rest/v1/radar_chart?*', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        await route.fetch();
        await route.abort('connectionreset');
      });
      await page.getByRole('button', { name: 'Back up to cloud' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('group', { name: 'Cloud' }).getByRole('alert')).toContainText(
        'Could not reach the cloud',
      );
      await page.unroute('**/rest/v1/radar_chart?*');
      expect(await cloudRows(owner)).toHaveLength(older + 1);
      // The browser was closed meanwhile.
      await page.reload();

      await page.getByRole('button', { name: 'Back up to cloud' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Backed up to the cloud', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save to cloud' })).toBeVisible();
      const rows = await cloudRows(owner);
      expect(rows).toHaveLength(older + 1);
      const backup = rows.filter((row) => row.data.metadata.name === 'Radar Chart Generator');
      expect(backup).toHaveLength(1);
      expect(await storedJson(page, 'cloudLinkMyChart')).toMatchObject({ cloudId: backup[0]!.id });
      // Linked to the row it made, the chart saves to it without a question.
      await rename(page, 'Saved after the retry');
      await page.getByRole('button', { name: 'Save to cloud' }).click();
      await expect
        .poll(
          async () => (await cloudRows(owner)).find((row) => row.id === backup[0]!.id)?.data.metadata.name,
        )
        .toBe('Saved after the retry');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('retrying an Upload whose answer was lost links the chart to its row on the account page, even when that row filled the cloud', async ({
    page,
  }) => {
    const email = uniqueEmail('cloud.upload.retry');
    const owner = await createAccount(email, PASSWORD);
    for (let number = 1; number <= 4; number += 1) {
      await insertChart(owner, sampleChartData(`Older ${number}`), false);
    }
    await signIn(page, email);
    await openEditor(page);
    await rename(page, 'Uploaded twice');
    await page.goto('/account/my_account');
    const cloudCards = page
      .getByRole('region', { name: 'Saved to the Cloud (up to 5):' })
      .getByRole('listitem');
    await expect(cloudCards).toHaveCount(4);
    await page.route('**/rest/v1/radar_chart?*', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Upload Uploaded twice' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Upload failed: Could not reach the cloud')).toBeVisible();
    await page.unroute('**/rest/v1/radar_chart?*');
    await page.reload();
    await expect(cloudCards).toHaveCount(5);

    const uploaded = (await cloudRows(owner)).find((row) => row.data.metadata.name === 'Uploaded twice');
    await page.getByRole('button', { name: 'Upload Uploaded twice' }).click();
    await expect.poll(() => storedJson(page, 'cloudLinkMyChart')).toMatchObject({ cloudId: uploaded?.id });
    await expect(page.getByText('You already have 5 charts saved to the cloud')).toHaveCount(0);
    expect(await cloudRows(owner)).toHaveLength(5);
  });

  test('a backup whose link does not fit in full storage says so, and backing up again after a reload makes no second row', async ({
    page,
  }) => {
    const email = uniqueEmail('cloud.backup.full');
    const owner = await createAccount(email, PASSWORD);
    await signIn(page, email);
    await openEditor(page);
    await rename(page, 'Backed up into full storage');
    // Fills local storage to its quota (the session and the chart are stored already).
    await page.evaluate(() => {
      let index = 0;
      for (let size = 1 << 20; size >= 1;) {
        try {
          localStorage.setItem(`filler${index}`, 'x'.repeat(size));
          index += 1;
        } catch {
          size = Math.floor(size / 2);
        }
      }
    });
    const cloud = page.getByRole('group', { name: 'Cloud' });
    await cloud.getByRole('button', { name: 'Back up to cloud' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(cloud.getByRole('alert')).toHaveText(
      "Backed up to the cloud, but this browser's storage is full, so after a reload it will no longer know that this chart is in the cloud. Free some space (delete charts you no longer need), then click Save to cloud.",
    );
    await expect(page.getByText('Backed up to the cloud', { exact: true })).toHaveCount(0);
    expect(await cloudRows(owner)).toHaveLength(1);

    // Space is freed, the page reloaded: the link was never stored, and the user backs up again.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('filler')) localStorage.removeItem(key);
    });
    await page.reload();
    await cloud.getByRole('button', { name: 'Back up to cloud' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Backed up to the cloud', { exact: true })).toBeVisible();
    const rows = await cloudRows(owner);
    expect(rows).toHaveLength(1);
    expect(await storedJson(page, 'cloudLinkMyChart')).toMatchObject({ cloudId: rows[0]!.id });
  });

  test('two tabs confirming "Back up to cloud" at the same moment make one cloud row, linked in both', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('cloud.race');
    const owner = await createAccount(email, PASSWORD);
    await signIn(page, email);
    await openEditor(page);
    const other = await context.newPage();
    await openEditor(other);
    for (const tab of [page, other]) await tab.getByRole('button', { name: 'Back up to cloud' }).click();
    // Both confirms in the same moment, as two hands would.
    await Promise.all(
      [page, other].map((tab) =>
        tab.evaluate(() =>
          document.querySelector<HTMLElement>('dialog[open] .confirm-dialog-confirm')?.click(),
        ),
      ),
    );
    for (const tab of [page, other]) {
      await expect(tab.getByRole('button', { name: 'Save to cloud' })).toBeVisible();
    }
    const rows = await cloudRows(owner);
    expect(rows).toHaveLength(1);
    for (const tab of [page, other]) {
      expect(
        JSON.parse((await tab.evaluate(() => localStorage.getItem('cloudLinkMyChart'))) ?? '{}'),
      ).toMatchObject({
        cloudId: rows[0]!.id,
      });
    }
  });

  test('"Upload" on the account page links the local chart as the editor\'s backup does', async ({
    page,
  }) => {
    const email = uniqueEmail('cloud.upload');
    const owner = await createAccount(email, PASSWORD);
    await signIn(page, email);
    await openEditor(page);
    await rename(page, 'Uploaded from account');
    await page.goto('/account/my_account');
    await page.getByRole('button', { name: 'Upload Uploaded from account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: '🔗Share Uploaded from account' })).toBeVisible();
    const rows = await cloudRows(owner);
    expect(rows).toHaveLength(1);
    await openEditor(page);
    await expect(page.getByRole('button', { name: 'Save to cloud' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back up to cloud' })).toHaveCount(0);
    // The owner's link opens the same local chart, not a second copy.
    await openEditor(page, `/chart/${rows[0]!.id}`);
    await expect(page.getByLabel('Change Active Chart')).toHaveValue('MyChart');
    await expect(page.getByLabel('Change Active Chart').locator('option')).toHaveCount(2);
  });

  test('saving to the cloud while offline says so in words and keeps the local edit', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('cloud.offline');
    await createAccount(email, PASSWORD);
    await signIn(page, email);
    await openEditor(page);
    await page.getByRole('button', { name: 'Back up to cloud' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Save to cloud' })).toBeVisible();
    await context.setOffline(true);
    await rename(page, 'Edited offline');
    await page.getByRole('button', { name: 'Save to cloud' }).click();
    const alert = page.getByRole('group', { name: 'Cloud' }).getByRole('alert');
    await expect(alert).toHaveText(
      'Could not reach the cloud. Check your internet connection and try again; your chart is still saved on this device.',
    );
    await expect(alert).not.toContainText('Failed to fetch');
    await expect(page.getByRole('heading', { level: 1, name: 'Edited offline' })).toBeVisible();
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Edited offline' })).toBeVisible();
  });

  test('saving once the session ran out and was signed out elsewhere says so, keeps the chart here, and signing in again leaves no stale error', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('cloud.expired');
    await createAccount(email, PASSWORD);
    await signIn(page, email);
    await openEditor(page);
    await page.getByRole('button', { name: 'Back up to cloud' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Save to cloud' })).toBeVisible();
    await rename(page, 'Edited after sign-out');
    // Signed out on another device (its refresh token is revoked), and this tab's session ran out.
    await signOutEverywhere(email, PASSWORD);
    // The rows are read as the owner signed in anew: signing out everywhere ended the first session.
    const reader = await signInAccount(email, PASSWORD);
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
      const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
      localStorage.setItem(
        key,
        JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }),
      );
    });

    await page.getByRole('button', { name: 'Save to cloud' }).click();
    const cloud = page.getByRole('group', { name: 'Cloud' });
    await expect(cloud.getByRole('alert')).toHaveText(
      'You were signed out, so this chart was not saved to the cloud; it is still saved on this device. Sign in again',
    );
    await expect(cloud.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    expect((await cloudRows(reader)).map((row) => row.data.metadata.name)).toEqual(['Radar Chart Generator']);
    await expect(page.getByRole('heading', { level: 1, name: 'Edited after sign-out' })).toBeVisible();

    // Signing in again (here in another tab) brings Save to cloud back, without the old message.
    const other = await context.newPage();
    await signIn(other, email);
    await page.bringToFront();
    await expect(cloud.getByRole('button', { name: 'Save to cloud' })).toBeVisible();
    await expect(cloud.getByRole('alert')).toHaveCount(0);
    await cloud.getByRole('button', { name: 'Save to cloud' }).click();
    await expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible();
    expect((await cloudRows(reader)).map((row) => row.data.metadata.name)).toEqual(['Edited after sign-out']);
  });

  test('the "Backed up to the cloud" pop-up goes with its chart when another chart is opened', async ({
    page,
  }) => {
    const email = uniqueEmail('cloud.popup');
    await createAccount(email, PASSWORD);
    await signIn(page, email);
    await openEditor(page);
    await page.getByRole('button', { name: 'Back up to cloud' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const popUp = page.getByText('Backed up to the cloud', { exact: true });
    await expect(popUp).toBeVisible();
    await page.getByLabel('Change Active Chart').selectOption({ label: '-- Create New Chart --' });
    // Gone at once, not after its 4 seconds beside a chart it does not speak of.
    await expect(popUp).toHaveCount(0, { timeout: 1000 });
  });

  test("another account signed in on the same browser does not get the first account's Save to cloud", async ({
    page,
  }) => {
    const first = uniqueEmail('cloud.first');
    const second = uniqueEmail('cloud.second');
    await createAccount(first, PASSWORD);
    await createAccount(second, PASSWORD);
    await signIn(page, first);
    await openEditor(page);
    await page.getByRole('button', { name: 'Back up to cloud' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Save to cloud' })).toBeVisible();
    await page.goto('/account/my_account');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await signIn(page, second);
    await openEditor(page);
    await expect(page.getByRole('button', { name: 'Back up to cloud' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save to cloud' })).toHaveCount(0);
  });
});
