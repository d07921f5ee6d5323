// The app end to end, in web mode with a fresh HOME, a temp library and the real answer engine, as a new user
// meets it: add the sample library and watch it index, ask from the example questions, read answers rendered from
// Markdown (a list shown once, comparison tables, separate citation markers), open a citation in the source viewer
// (within the window; Escape closes it), explore the evidence graph, re-run the SPARQL, download a model in one
// click (from a local server), keep the conversation across a reload, export it, and look at every screen at
// 1400×900 and 900×700. Screenshots go to tests/e2e/screenshots/<size>/ (git-ignored).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { tempDir } from '../helpers/tmp.ts';
import { tinyGgufBytes } from '../fixtures/llm/make-tiny-gguf.ts';
import { startModelServer, type ModelServer } from '../app/fixtures/model-server.ts';
import { REPO, SIZES, insideWindow, launchChromium, requireChromium, screenshot, startWebProcess, watchPageErrors, type WebProcess } from './helpers.ts';

const SAMPLE = path.join(REPO, 'resources', 'sample-library');
const PHONES_WITH_5G = ['Aster One', 'Aster One Mini', 'Corvid C5 5G', 'Lumen Nova 5', 'Lumen Nova 5 Pro'];

let web: WebProcess;
let browser: BrowserContext;
let page: Page;
let models: ModelServer;
let pageErrors: string[] = [];

const nav = (label: string) => page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: label, exact: true });
const lastReply = () => page.locator('article.turn').last().locator('.reply');

async function ask(question: string): Promise<void> {
  await nav('Chat').click();
  const before = await page.locator('article.turn').count();
  await page.getByLabel('Question', { exact: true }).fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect.poll(() => page.locator('article.turn').count(), { timeout: 10_000 }).toBe(before + 1);
  await lastReply().locator('.answer, [role="alert"]').first().waitFor({ timeout: 90_000 });
}

beforeAll(async () => {
  requireChromium();
  const dir = tempDir('quarry-e2e-');
  const home = path.join(dir, 'home');
  fs.mkdirSync(path.join(home, 'Documents'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'models'));
  // a model the Settings screen can download, served locally in place of a model host
  const body = Buffer.from(tinyGgufBytes({ name: 'E2E tiny model' }));
  models = await startModelServer(body, { pauseMs: 20, chunkBytes: 8 * 1024 });
  const catalogue = path.join(dir, 'recommended.json');
  fs.writeFileSync(
    catalogue,
    JSON.stringify({
      models: [
        {
          id: 'tiny-e2e',
          name: 'Tiny test model (Q8)',
          kind: 'chat',
          purpose: 'A generated model for the end-to-end test; downloads in a moment.',
          fileName: 'tiny-e2e.gguf',
          url: models.url,
          sizeBytes: body.length,
          sha256: crypto.createHash('sha256').update(body).digest('hex'),
          licence: 'MIT',
          licenceUrl: null,
          ramBytes: 50_000_000,
        },
      ],
    }),
  );
  web = await startWebProcess(path.join(dir, 'library.quarry'), path.join(dir, 'models'), { env: { HOME: home, QUARRY_RECOMMENDED_MODELS: catalogue } });
  browser = await launchChromium(path.join(dir, 'chromium-profile'));
  page = browser.pages()[0] ?? (await browser.newPage());
  pageErrors = watchPageErrors(page);
  await page.goto(web.url);
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await models?.close();
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
    if (await bar.isVisible()) expect(Number(await bar.getAttribute('aria-valuemax'))).toBeGreaterThan(0);
    await finished.waitFor({ timeout: 90_000 });
    await expect.poll(() => finished.textContent()).toMatch(/Indexing finished/);
    const fileCount = fs.readdirSync(SAMPLE, { recursive: true }).filter((f) => fs.statSync(path.join(SAMPLE, String(f))).isFile()).length;
    expect(await finished.textContent()).toContain(`${fileCount} added`);
    const row = page.getByRole('table', { name: 'Folders' }).getByRole('row', { name: new RegExp(SAMPLE.replace(/[/.]/g, '\\$&')) });
    await expect.poll(() => row.textContent()).toContain(String(fileCount));
  });

  it('offers example questions made from the library, and answers one', async () => {
    await nav('Chat').click();
    const examples = page.getByLabel('Example questions from your library').getByRole('button');
    await examples.first().waitFor({ timeout: 30_000 });
    const texts = await examples.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(3);
    // they name what this library holds
    expect(texts.join(' ')).toMatch(/phones|tablets|headphones/i);
    await screenshot(page, 'chat-empty');
    await examples.first().click();
    await lastReply().locator('.answer').waitFor({ timeout: 60_000 });
    expect(await lastReply().getByRole('table', { name: 'Answer items' }).count()).toBe(1);
  });

  it('answers a list question with one table row per product, each with a citation, and the list shown once', async () => {
    await ask('Which phones have 5G?');
    const table = lastReply().getByRole('table', { name: 'Answer items' });
    const names = await table.locator('tbody th[scope="row"]').allTextContents();
    expect([...names].sort()).toEqual(PHONES_WITH_5G);
    const rows = table.locator('tbody tr');
    for (let i = 0; i < (await rows.count()); i++) expect(await rows.nth(i).locator('button.cite').count()).toBeGreaterThan(0);
    // the same products are not listed a second time as bullets
    const bullets = await lastReply().locator('.rich-text li').allTextContents();
    expect(bullets.filter((b) => PHONES_WITH_5G.some((n) => b.startsWith(n)))).toEqual([]);
    // readable words, not internal labels
    const meta = (await lastReply().locator('.answer-meta').textContent()) ?? '';
    expect(meta).toMatch(/Exact answer from the graph|From the graph and the text/);
    expect(meta).not.toMatch(/router-fallback|Route:/);
    await lastReply().locator('details.trace summary').click();
    const steps = await lastReply().getByRole('table', { name: 'Trace' }).locator('th').allTextContents();
    expect(new Set(steps).size).toBe(steps.length); // every step once
    expect(steps).toContain('Graph query');
  });

  it('renders a comparison as a table, with no raw Markdown and citation markers apart', async () => {
    await ask('Compare the Aster One and the Corvid C3');
    const reply = lastReply();
    const text = (await reply.locator('.answer').textContent()) ?? '';
    expect(text).not.toMatch(/\| ?---|\|\s*Name\s*\|/);
    expect(text).not.toMatch(/\[\d+\]/);
    const tables = reply.getByRole('table', { name: 'Answer items' });
    expect(await tables.count()).toBe(1);
    expect(await reply.locator('.rich-text table').count()).toBe(0); // the table in the text is the items table, shown once
    const names = await tables.locator('tbody th[scope="row"]').allTextContents();
    expect(names).toEqual(['Aster One', 'Corvid C3']);
    // each citation is its own button, with its own number
    const cites = tables.locator('tbody tr').first().locator('button.cite');
    expect(await cites.count()).toBeGreaterThan(1);
    for (const t of await cites.allTextContents()) expect(t).toMatch(/^\d+$/);
    const boxes = await Promise.all((await cites.all()).slice(0, 2).map((c) => c.boundingBox()));
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width); // apart, not run together
    await screenshot(page, 'chat-comparison');
  });

  it('keeps the units in comparison cells', async () => {
    const table = lastReply().getByRole('table', { name: 'Answer items' });
    const header = await table.locator('thead th').allTextContents();
    const row = await table.locator('tbody tr').first().locator('td').allTextContents();
    const cell = (name: string) => row[header.indexOf(name) - 1] ?? '';
    expect(cell('Weight')).toMatch(/\d\s*g\b/);
    expect(cell('Battery')).toMatch(/mAh/);
    expect(cell('Price')).toMatch(/€|EUR/);
    expect(cell('Warranty')).toMatch(/\d.*\b(h|hours?|days?|months?|years?)\b/);
  });

  // issue 17, item 5: a warranty the page states as "3 years" is shown as stated, not in the canonical unit (26,298 h)
  it('shows a duration as the document states it (3 years, not hours)', async () => {
    const table = lastReply().getByRole('table', { name: 'Answer items' });
    const header = await table.locator('thead th').allTextContents();
    const row = await table.locator('tbody tr').first().locator('td').allTextContents();
    expect(row[header.indexOf('Warranty') - 1]).toMatch(/years?|months?/i);
  });

  it('opens a citation in the source viewer, within the window, with the cited text highlighted; Escape closes it', async () => {
    await ask('Which phones have 5G?');
    const cite = lastReply().getByRole('table', { name: 'Answer items' }).locator('tbody tr').first().locator('button.cite').first();
    const title = (await cite.getAttribute('title')) ?? '';
    const snippet = title.slice(title.indexOf(': ') + 2);
    await cite.click();
    const viewer = page.getByRole('complementary', { name: 'Source viewer' });
    const mark = viewer.locator('mark.cited');
    await mark.first().waitFor();
    // a row shown as a table is marked cell by cell; its cells joined as the index writes them are the snippet
    const marked = (await mark.allTextContents()).join(' | ');
    expect(marked.trim().length).toBeGreaterThan(0);
    if (!snippet.includes('…')) expect(marked).toBe(snippet);
    expect(await mark.first().isVisible()).toBe(true);
    // the page's spec table is shown as a table, the cited row shaded
    expect(await viewer.locator('.doc-table tr.row-context').count()).toBe(1);
    expect((await viewer.textContent()) ?? '').not.toMatch(/characters \d+–\d+/);
    expect((await insideWindow(page, '.source-viewer')).inside).toBe(true);
    expect((await insideWindow(page, '.composer')).inside).toBe(true);
    await screenshot(page, 'source-viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  it('shows the evidence graph with colour-coded nodes, readable details, and expands a node', async () => {
    await lastReply().locator('.answer-meta').getByRole('button', { name: 'Evidence graph' }).click();
    const counts = page.getByTestId('graph-counts');
    await counts.waitFor();
    const nodeCount = async () => Number(/(\d+) nodes/.exec((await counts.textContent()) ?? '')?.[1] ?? 0);
    const before = await nodeCount();
    expect(before).toBeGreaterThan(2);
    expect(await page.getByRole('region', { name: 'Legend and filter' }).getByRole('checkbox').count()).toBeGreaterThan(1);

    // the path behind citation [1] is found in the graph
    await page.getByLabel('Highlight the path behind a citation').selectOption({ index: 1 });
    await page.locator('.graph-canvas').waitFor();
    expect(await page.getByText('No node of this graph stands for that citation.').count()).toBe(0);
    await page.getByLabel('Highlight the path behind a citation').selectOption({ index: 0 });

    // exports: PNG from Cytoscape, SVG drawn from the graph's own positions
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('quarry-evidence-graph.png');
    expect(fs.readFileSync((await png.path())!).subarray(1, 4).toString()).toBe('PNG');
    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'SVG' }).click()]);
    const svgText = fs.readFileSync((await svg.path())!, 'utf8');
    expect(svgText.startsWith('<svg')).toBe(true);
    expect(svgText.match(/<title>/g)?.length).toBe(before);

    // a spec row's details read as words: no character offsets or internal ids
    const spec = page.getByRole('region', { name: 'Nodes' }).locator('button.node-item[data-node-type="spec"]').first();
    await spec.click();
    const details = (await page.getByRole('region', { name: 'Selected node' }).textContent()) ?? '';
    expect(details).toContain('Document');
    expect(details).not.toMatch(/\bstart\b|\bend\b|\bc1\b/);

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
    await screenshot(page, 'evidence-graph');
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
  });

  it('downloads a recommended model in one click, with progress, and then lists it', async () => {
    await nav('Settings').click();
    const list = page.getByRole('table', { name: 'Models to download' });
    await list.waitFor();
    const row = list.locator('tr[data-model="tiny-e2e"]');
    expect(await row.textContent()).toMatch(/Tiny test model.*MIT/s);
    await row.getByRole('button', { name: /^Download/ }).click();
    await row.getByText('Installed').waitFor({ timeout: 60_000 });
    await page.getByRole('table', { name: 'Models found' }).getByText('tiny-e2e.gguf').waitFor({ timeout: 30_000 });
    expect(models.requests.some((r) => r.method === 'GET')).toBe(true);
  });

  it('saves settings in the library', async () => {
    await page.getByLabel('Retrieval strategy').selectOption('symbolic-fallback');
    await page.getByLabel(/Chunk size/).fill('180');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await nav('Library').click();
    await nav('Settings').click();
    await expect.poll(() => page.getByLabel('Retrieval strategy').inputValue()).toBe('symbolic-fallback');
    expect(await page.getByLabel(/Chunk size/).inputValue()).toBe('180');
    await page.getByLabel('Retrieval strategy').selectOption('router-fallback');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  });

  it('keeps the conversation after a reload, and exports it as Markdown', async () => {
    await nav('Chat').click();
    const questions = await page.locator('article.turn .question p').allTextContents();
    expect(questions.length).toBeGreaterThanOrEqual(4);
    await page.reload();
    await nav('Chat').click();
    await expect.poll(() => page.locator('article.turn .question p').allTextContents(), { timeout: 30_000 }).toEqual(questions);
    expect(await page.locator('article.turn').last().getByRole('table', { name: 'Answer items' }).count()).toBe(1);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Markdown' }).click()]);
    const markdown = fs.readFileSync((await file.path())!, 'utf8');
    for (const q of questions) expect(markdown).toContain(`## ${q}`);
    expect(markdown).toMatch(/Sources:\n\n1\. products\//);
  });

  it('shows every screen within the window at 1400×900 and 900×700, with named navigation', async () => {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const label of ['Library', 'Chat', 'Evidence graph', 'Query inspector', 'Settings']) {
        const button = nav(label);
        expect(await button.isVisible(), `${label} at ${size.name}`).toBe(true);
        await button.click();
        if (label === 'Evidence graph') await page.getByTestId('graph-counts').waitFor();
        const name = label.toLowerCase().replace(/ /g, '-');
        await screenshot(page, name);
        // nothing wider than the window
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${label} at ${size.name}`).toBeLessThanOrEqual(1);
      }
      // the chat with a source open: the viewer does not cover the conversation
      await nav('Chat').click();
      await page.locator('article.turn').last().locator('button.cite').first().click();
      await page.locator('.source-viewer mark.cited').first().waitFor();
      expect((await insideWindow(page, '.source-viewer')).inside, size.name).toBe(true);
      expect((await insideWindow(page, '.composer')).inside, size.name).toBe(true);
      const turns = await page.locator('.turns').boundingBox();
      expect(turns!.height, size.name).toBeGreaterThan(120);
      await screenshot(page, 'chat-with-source');
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it('keeps a dark theme readable and raised no page errors', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await nav('Chat').click();
    await screenshot(page, 'chat-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(pageErrors).toEqual([]);
  });
});
