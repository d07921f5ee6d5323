// Adding, indexing, cancelling and removing folders in the browser, as a new user with a fresh HOME does it: a
// relative path is refused with the full path it could mean, the folder picker walks the home folder, the Folders
// table and the overview count live while a large folder is indexed, Cancel stops the run within 2 s, the home
// folder and the file-system root ask for confirmation, and removing a folder asks first.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { tempDir } from '../helpers/tmp.ts';
import { device, htmlPage, markdownNote } from '../indexer/corpus.ts';
import { launchChromium, requireChromium, screenshot, startWebProcess, watchPageErrors, type WebProcess } from './helpers.ts';

const FILES = 1600;
let web: WebProcess;
let browser: BrowserContext;
let page: Page;
let home: string;
let catalogue: string;
let pageErrors: string[] = [];

const nav = (label: string) => page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: new RegExp(`^${label}`) });
const stat = async (label: string) => {
  const card = page.getByRole('region', { name: 'What the library holds' }).locator('.stat').filter({ hasText: label });
  return Number(((await card.locator('.stat-value').textContent()) ?? '0').replace(/[^\d]/g, ''));
};
const folderRow = (p: string) => page.getByRole('table', { name: 'Folders' }).locator('tbody tr').filter({ hasText: p });

beforeAll(async () => {
  requireChromium();
  const dir = tempDir('quarry-e2e-index-');
  home = path.join(dir, 'home');
  catalogue = path.join(home, 'Documents', 'catalogue');
  fs.mkdirSync(catalogue, { recursive: true });
  fs.mkdirSync(path.join(home, 'Music'), { recursive: true });
  for (let i = 0; i < FILES / 2; i++) {
    const d = device(i);
    fs.writeFileSync(path.join(catalogue, `${d.slug}.html`), htmlPage(d));
    fs.writeFileSync(path.join(catalogue, `${d.slug}.md`), markdownNote(d));
  }
  fs.mkdirSync(path.join(dir, 'models'));
  web = await startWebProcess(path.join(dir, 'library.quarry'), path.join(dir, 'models'), { env: { HOME: home } });
  browser = await launchChromium(path.join(dir, 'chromium-profile'));
  page = browser.pages()[0] ?? (await browser.newPage());
  pageErrors = watchPageErrors(page);
  await page.goto(web.url);
  await page.getByRole('heading', { name: 'Library' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
});

describe('folders in the browser', () => {
  it('refuses a relative path with a message naming the full path', async () => {
    await page.getByLabel('Add a folder').fill('Documents/catalogue');
    await page.getByRole('button', { name: 'Add and index' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'relative path' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(catalogue);
    expect(await page.getByRole('table', { name: 'Folders' }).count()).toBe(0);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
  });

  it('asks before indexing the whole home folder or the file-system root, and adds nothing when told no', async () => {
    for (const [typed, words] of [['~', 'whole home folder'], ['/', 'whole file system']] as const) {
      await page.getByLabel('Add a folder').fill(typed);
      await page.getByRole('button', { name: 'Add and index' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Index this whole folder?' });
      await dialog.waitFor({ timeout: 30_000 });
      expect(await dialog.textContent()).toContain(words);
      if (typed === '~') await screenshot(page, 'library-confirm-large-folder');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(await page.getByRole('table', { name: 'Folders' }).count()).toBe(0);
    expect(await page.getByRole('progressbar').count()).toBe(0);
  });

  it('picks a folder by walking the home folder, then shows it in the table and counts live while indexing', async () => {
    await page.getByLabel('Add a folder').fill('');
    await page.getByRole('button', { name: 'Browse…' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a folder' });
    await picker.getByRole('button', { name: 'Documents' }).click();
    await picker.getByRole('button', { name: 'catalogue' }).waitFor();
    expect(await picker.getByRole('button', { name: 'Music' }).count()).toBe(0);
    await picker.getByRole('button', { name: 'catalogue' }).click();
    await picker.getByText(catalogue).waitFor();
    await screenshot(page, 'library-folder-picker');
    await picker.getByRole('button', { name: 'Choose this folder' }).click();

    // the folder is listed while it is indexed, and the overview counts documents as they are committed
    await folderRow(catalogue).waitFor({ timeout: 30_000 });
    await folderRow(catalogue).getByText(/Indexing|Waiting to index/).waitFor({ timeout: 30_000 });
    const bar = page.getByRole('progressbar');
    await bar.waitFor({ timeout: 30_000 });
    await expect.poll(() => stat('Documents'), { timeout: 60_000 }).toBeGreaterThan(0);
    const first = await stat('Documents');
    await expect.poll(() => stat('Documents'), { timeout: 60_000 }).toBeGreaterThan(first);
    expect(await bar.isVisible()).toBe(true);
    expect(await stat('Documents')).toBeLessThan(FILES);
    await screenshot(page, 'library-indexing');
  });

  it('stops the run within 2 s when Cancel is pressed, keeping what was indexed', async () => {
    expect(await page.getByRole('progressbar').isVisible()).toBe(true);
    const started = Date.now();
    await page.getByRole('button', { name: 'Cancel indexing' }).click();
    const summary = page.getByRole('status', { name: 'Last indexing run' });
    await summary
      .filter({ hasText: 'Indexing cancelled' })
      .waitFor({ timeout: 30_000 })
      .catch(async (e: Error) => {
        throw new Error(`${e.message}\nThe Library screen showed: ${(await page.locator('main').textContent())?.slice(0, 600)}`);
      });
    const latency = Date.now() - started;
    console.log(`Cancel latency in the browser: ${latency} ms`);
    expect(latency).toBeLessThan(2000);
    await expect.poll(() => folderRow(catalogue).textContent()).toMatch(/Not finished/);
    const kept = await stat('Documents');
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(FILES);
    await screenshot(page, 'library-cancelled');
  });

  it('asks before removing a folder, then removes it', async () => {
    await folderRow(catalogue).getByRole('button', { name: `Remove ${catalogue}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this folder?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/documents leave the library\. The files themselves stay/);
    await dialog.getByRole('button', { name: 'Remove folder' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Folders' }).count(), { timeout: 60_000 }).toBe(0);
    await expect.poll(() => stat('Documents')).toBe(0);
    expect(fs.readdirSync(catalogue).length).toBe(FILES);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
