import { expect, type Page } from '@playwright/test';

/** The password the e2e flows create their accounts with. */
export const TEST_PASSWORD = 'correct-horse-battery';

/** Signs in through the login form, as a user would, and waits for the account page. */
export async function signIn(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/account\/my_account$/);
}
