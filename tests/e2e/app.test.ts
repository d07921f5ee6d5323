// The app end to end, in web mode with a temp library and the real answer engine: add the sample library and
// watch it index, ask a list question and check the table, open a citation and check the highlight, explore the
// evidence graph and expand a node, edit and re-run the SPARQL, change a setting. Screenshots of every screen go
// to tests/e2e/screenshots/ (git-ignored).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { tempDir } from '../helpers/tmp.ts';
import { REPO, SCREENSHOTS, launchChromium, requireChromium, startWebProcess, type WebProcess } from './helpers.ts';

const SAMPLE = path.join(REPO, 'resources', 'sample-library');
const PHONES_WITH_5G = ['Aster One', 'Aster One Mini', 'Corvid C5 5G', 'Lumen Nova 5', 'Lumen Nova 5 Pro'];

let web: WebProcess;
let browser: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
const nav = (label: string) => page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: label });

beforeAll(async () => {
  requireChromium();
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const dir = tempDir('quarry-e2e-');
  fs.mkdirSync(path.join(dir, 'models'));
  web = await startWebProcess(path.join(dir, 'library.quarry'), path.join(dir, 'models'));
  browser = await launchChromium(path.join(dir, 'chromium-profile'));
  page = browser.pages()[0] ?? (await browser.newPage());
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    // refused requests (a 4xx the test provokes) are reported below by status; anything else is a fault
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) pageErrors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 500) pageErrors.push(`${r.status()} from ${new URL(r.url()).pathname}`);
  });
  await page.goto(web.url);
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
});

describe('Quarry in the browser', () => {
  it('prints exactly one line and drops the token from the address bar', async () => {
    expect(web.stdoutLines()).toEqual([expect.stringMatching(/^Quarry web mode: http:\/\/127\.0\.0\.1:\d+\/\?token=/)]);
    await expect.poll(() => page.url()).not.toContain('token=');
  });

  it('adds the sample library and shows live progress until indexing finishes', async () => {
    await page.getByLabel('Add a folder').fill(SAMPLE);
    await page.getByRole('button', { name: 'Add and index' }).click();
    const bar = page.getByRole('progressbar');
    const finished = page.getByRole('status', { name: 'Last indexing run' });
    await bar.or(finished).first().waitFor({ timeout: 30_000 });
    if (await bar.isVisible()) {
      expect(Number(await bar.getAttribute('aria-valuemax'))).toBeGreaterThan(0);
      await shot('library-indexing');
    }
    await finished.waitFor({ timeout: 60_000 });
    await expect.poll(() => finished.textContent()).toMatch(/Indexing finished/);
    const fileCount = fs.readdirSync(SAMPLE, { recursive: true }).filter((f) => fs.statSync(path.join(SAMPLE, String(f))).isFile()).length;
    expect(await finished.textContent()).toContain(`${fileCount} added`);
    const row = page.getByRole('table', { name: 'Folders' }).getByRole('row', { name: new RegExp(SAMPLE.replace(/[/.]/g, '\\$&')) });
    await expect.poll(() => row.textContent()).toContain(String(fileCount));
    await shot('library');
  });

  it('answers a list question with one table row per product, each with a citation', async () => {
    await nav('Chat').click();
    await page.getByLabel('Question').fill('Which phones have 5G?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const table = page.getByRole('table', { name: 'Answer items' });
    await table.waitFor({ timeout: 60_000 });
    const names = await table.locator('tbody th[scope="row"]').allTextContents();
    expect([...names].sort()).toEqual(PHONES_WITH_5G);
    const rows = table.locator('tbody tr');
    for (let i = 0; i < (await rows.count()); i++) expect(await rows.nth(i).locator('button.cite').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.answer-meta').textContent()).toMatch(/Route: (symbolic|both)/);
    await shot('chat');
  });

  it('opens a citation in the source viewer with the cited text highlighted', async () => {
    const cite = page.getByRole('table', { name: 'Answer items' }).locator('tbody tr').first().locator('button.cite').first();
    const title = (await cite.getAttribute('title')) ?? '';
    const snippet = title.slice(title.indexOf(': ') + 2);
    await cite.click();
    const viewer = page.getByRole('complementary', { name: 'Source viewer' });
    const mark = viewer.locator('mark.cited');
    await mark.waitFor();
    const marked = (await mark.textContent()) ?? '';
    expect(marked.trim().length).toBeGreaterThan(0);
    if (!snippet.includes('…')) expect(marked).toBe(snippet);
    else expect(marked.startsWith(snippet.slice(0, snippet.indexOf('…')))).toBe(true);
    expect(await mark.isVisible()).toBe(true);
    await shot('source-viewer');
  });

  it('shows the evidence graph with colour-coded nodes and expands a node', async () => {
    await page.locator('.answer-meta').getByRole('button', { name: 'Evidence graph' }).click();
    const counts = page.getByTestId('graph-counts');
    await counts.waitFor();
    const nodeCount = async () => Number(/(\d+) nodes/.exec((await counts.textContent()) ?? '')?.[1] ?? 0);
    const before = await nodeCount();
    expect(before).toBeGreaterThan(2);
    expect(await page.getByRole('region', { name: 'Legend and filter' }).getByRole('checkbox').count()).toBeGreaterThan(1);
    await page.waitForTimeout(300);
    await shot('evidence-graph');

    // the path behind citation [1] is found in the graph
    await page.getByLabel('Highlight the path behind a citation').selectOption({ index: 1 });
    await page.waitForTimeout(400);
    expect(await page.getByText('No node of this graph stands for that citation.').count()).toBe(0);
    await shot('evidence-graph-citation-path');
    await page.getByLabel('Highlight the path behind a citation').selectOption({ index: 0 });

    // exports: PNG from Cytoscape, SVG drawn from the graph's own positions
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('quarry-evidence-graph.png');
    expect(fs.readFileSync((await png.path())!).subarray(1, 4).toString()).toBe('PNG');
    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'SVG' }).click()]);
    const svgText = fs.readFileSync((await svg.path())!, 'utf8');
    expect(svgText.startsWith('<svg')).toBe(true);
    expect(svgText.match(/<title>/g)?.length).toBe(before);

    const nodes = page.getByRole('region', { name: 'Nodes' }).locator('button.node-item');
    let expanded = false;
    for (const type of ['entity', 'document', 'category', 'spec', 'block']) {
      const candidate = nodes.and(page.locator(`[data-node-type="${type}"]`)).first();
      if (!(await candidate.count())) continue;
      await candidate.click();
      await page.getByRole('button', { name: 'Expand neighbours' }).click();
      await page.getByRole('status').filter({ hasText: /Added \d+ node|No new neighbours/ }).waitFor({ timeout: 30_000 });
      if ((await nodeCount()) > before) {
        expanded = true;
        break;
      }
    }
    expect(expanded).toBe(true);
    await shot('evidence-graph-expanded');
  });

  it('re-runs an edited SPARQL query read-only and shows the results as a table', async () => {
    await nav('Query inspector').click();
    const editor = page.getByLabel('SPARQL');
    const original = await editor.inputValue();
    expect(original).toMatch(/SELECT|ASK/i);
    const edited = /LIMIT\s+\d+/i.test(original) ? original.replace(/LIMIT\s+\d+/i, 'LIMIT 2') : `${original.trimEnd()}\nLIMIT 2`;
    await editor.fill(edited);
    await page.getByRole('button', { name: 'Run query' }).click();
    const summary = page.getByTestId('sparql-summary');
    await summary.waitFor({ timeout: 30_000 });
    const n = Number(/(\d+) rows?/.exec((await summary.textContent()) ?? '')?.[1] ?? -1);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(2);
    expect(await page.getByRole('table', { name: 'Results' }).locator('tbody tr').count()).toBe(n);
    await editor.fill('INSERT DATA { <urn:x> <urn:y> <urn:z> }');
    await page.getByRole('button', { name: 'Run query' }).click();
    await page.getByRole('alert').filter({ hasText: /update|read-only|readonly/i }).waitFor();
    await editor.fill(edited);
    await page.getByRole('button', { name: 'Run query' }).click();
    await summary.waitFor();
    await shot('query-inspector');
  });

  it('saves settings in the library', async () => {
    await nav('Settings').click();
    await page.getByLabel('Retrieval strategy').selectOption('symbolic-fallback');
    await page.getByLabel(/Chunk size/).fill('180');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await nav('Library').click();
    await nav('Settings').click();
    await expect.poll(() => page.getByLabel('Retrieval strategy').inputValue()).toBe('symbolic-fallback');
    expect(await page.getByLabel(/Chunk size/).inputValue()).toBe('180');
    await shot('settings');
  });

  it('keeps a dark theme readable and raised no page errors', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await nav('Chat').click();
    await shot('chat-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(pageErrors).toEqual([]);
  });
});
