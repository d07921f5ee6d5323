import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { expectRangesHold, parseFixture, record, rowsOf } from './helpers.ts';

describe('HTML pages', () => {
  it('keeps content, drops scripts, styles, nav, aside, forms, hidden elements and the footer', async () => {
    const doc = await parseFixture('phone-page.html');
    expectRangesHold(doc);
    expect(doc.format).toBe('html');
    expect(doc.title).toBe('Quarry Phone X1 | Specs & price | Test Shop');
    expect(doc.text).toContain('The Quarry Phone X1 is a mid-range handset.');
    for (const gone of ['do not index me', 'color: red', 'Hidden promo text', 'Sponsored', 'Search', 'Prices include VAT', 'Home']) {
      expect(doc.text).not.toContain(gone);
    }
    // The <header> holding the h1 is content, not page chrome.
    expect(doc.blocks[0].headingPath).toEqual(['Quarry Phone X1']);
    expect(doc.text.startsWith('Quarry Phone X1\n\nOur price: € 299')).toBe(true);
  });

  it('reads a spec table with section rows, a row header and colspans, a dl and div label/value rows into one page record', async () => {
    const doc = await parseFixture('phone-page.html');
    const page = doc.records.find((r) => r.kind === 'page');
    expect(page?.subject).toBe('Quarry Phone X1');
    expect(rowsOf(page)).toEqual([
      '- / Our price = € 299',
      'Body / Weight = 190 g',
      'Body / Dimensions = 160 x 75 x 8 mm',
      'Battery / Capacity = 5000 mAh',
      'Display / Size = 6.5 inches',
      'Display / Resolution = 1080 x 2400',
      'Memory / RAM = 8 GB',
      'Memory / Storage = 128 GB',
    ]);
    expect(page!.rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const weight = page!.rows[1];
    expect(doc.text.slice(weight.start, weight.end)).toBe('Weight | 190 g');
    const ram = page!.rows[6];
    expect(doc.text.slice(ram.start, ram.end)).toBe('RAM: 8 GB');
    // Breadcrumb (minus "Home") and meta keywords are category hints.
    expect(page!.categoryHints).toEqual(expect.arrayContaining(['Phones', 'Quarry', 'smartphone', 'android']));
    expect(page!.categoryHints).not.toContain('Home');
  });

  it('makes one record per data row of an attribute table, subject from the name-like column', async () => {
    const doc = await parseFixture('phone-page.html');
    const mini = record(doc, 'Quarry Phone X1 Mini');
    expect(mini?.kind).toBe('table-row');
    expect(rowsOf(mini)).toEqual(['Other models / Battery = 4000 mAh', 'Other models / Price = € 249']);
    expect(doc.text.slice(mini!.rows[0].start, mini!.rows[0].end)).toBe('4000 mAh');
    expect(rowsOf(record(doc, 'Quarry Phone X1 Max'))).toEqual(['Other models / Battery = 6000 mAh', 'Other models / Price = € 399']);
  });

  it('keeps links with href as written, anchor text and block; nav links have no block', async () => {
    const doc = await parseFixture('phone-page.html');
    expect(doc.links).toContainEqual({ href: 'review.html', text: 'full review', blockOrder: 0 });
    expect(doc.links).toContainEqual({ href: 'x1-mini.html', text: 'Quarry Phone X1 Mini', blockOrder: expect.any(Number) });
    expect(doc.links).toContainEqual({ href: '../index.html', text: 'Home', blockOrder: null });
  });

  it('splits a page into heading-aware blocks when sections are large', async () => {
    const para = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}.</p>`;
    const html = `<title>T</title><h1>Guide</h1>${para(40)}<h2>Costs</h2>${para(120)}<h3>Fees</h3>${para(120)}<h2>Apply</h2>${para(30)}`;
    const doc = await parseFile('guide.html', Buffer.from(html), { targetWords: 150 });
    expectRangesHold(doc);
    expect(doc.blocks.map((b) => b.headingPath)).toEqual([
      ['Guide'],
      ['Guide', 'Costs'],
      ['Guide', 'Costs', 'Fees'],
      ['Guide', 'Apply'],
    ]);
    expect(doc.blocks[1].text.startsWith('Costs\n\nword0')).toBe(true);
    // Small sibling sections merge under their common heading.
    const merged = await parseFile('guide.html', Buffer.from(html), { targetWords: 1000 });
    expect(merged.blocks).toHaveLength(1);
    expect(merged.blocks[0].headingPath).toEqual(['Guide']);
  });

  it('reads div label/value rows without a group and a th scope=row table', async () => {
    const html = `<h1>Lamp L1</h1>
      <div class="row"><div class="label">Power</div><div class="value">9 W</div></div>
      <table><tr><th scope="row">Colour</th><td>White</td><td>matte</td></tr><tr><th scope="row">Type</th><td>Desk lamp</td><td></td></tr></table>`;
    const doc = await parseFile('lamp.html', Buffer.from(html));
    expectRangesHold(doc);
    const page = doc.records[0];
    expect(page.subject).toBe('Lamp L1');
    expect(rowsOf(page)).toEqual(['- / Power = 9 W', '- / Colour = White | matte', '- / Type = Desk lamp']);
    expect(page.categoryHints).toContain('Desk lamp');
  });

  it('does not overflow on 100k nested divs and keeps the text', async () => {
    const html = `<body>${'<div>'.repeat(100_000)}<p>deep text</p>${'</div>'.repeat(100_000)}<p>after</p></body>`;
    const doc = await parseFile('deep.html', Buffer.from(html));
    expect(doc.text).toContain('deep text');
    expect(doc.text).toContain('after');
    expectRangesHold(doc);
  });

  it('reads HTML fragments exported as .txt (headings, bare li and tr rows)', async () => {
    const txt = 'Carer Guide\n<h1>Overview</h1>\n<p>You may get help.</p>\n<li>item one</li>\n<li>item two</li>\n<h2>Rates</h2>\n<tr>Rate | Amount</tr>\n<tr>Lower | £60</tr>\n<tr>Higher | £90</tr>\n';
    const doc = await parseFile('Carer Guide.txt', Buffer.from(txt));
    expectRangesHold(doc);
    expect(doc.title).toBe('Carer Guide');
    expect(doc.text).toContain('- item one\n- item two');
    expect(doc.text).not.toContain('<p>');
    expect(rowsOf(doc.records[0])).toEqual(['Rates / Lower = £60', 'Rates / Higher = £90']);
  });

  it('reads a list of cards as records, each named by its heading, its fields by the classes most cards share', async () => {
    const html = `<h1>On the bar</h1><p>Third-pint paddles £6.50.</p>
      <ul class="menu">
        <li class="beer"><h3>Lantern</h3><p class="meta">Golden ale · 4.5%</p><p class="price">£5.00 pint</p><p class="tag">House favourite</p></li>
        <li class="beer"><h3>Heron</h3><p class="meta">Session IPA · 4.6%</p><p class="price">£5.10 pint</p></li>
        <li class="beer"><h3>Night Watch</h3><p class="meta">Black IPA · 7.0%</p><p class="price">£6.20 pint</p></li>
      </ul>
      <nav class="menu"><ul><li><a href="/">Home</a></li><li><a href="/beers">Beers</a></li></ul></nav>`;
    const doc = await parseFile('menu.html', Buffer.from(html));
    expectRangesHold(doc);
    const heron = doc.records.find((r) => r.subject === 'Heron')!;
    expect(rowsOf(heron)).toEqual(['- / meta = Session IPA · 4.6%', '- / price = £5.10 pint']);
    // (a class one card has is styling; the navigation menu stays out)
    expect(rowsOf(doc.records.find((r) => r.subject === 'Lantern')!)).toEqual(['- / meta = Golden ale · 4.5%', '- / price = £5.00 pint']);
    expect(doc.text).not.toContain('Home');
  });

  it('reads a team page of cards as a reader does: own keys, classed lines, a list inside, lead words shared by most cards', async () => {
    const html = `<h1>Meet the team</h1><p>Locum cover is booked through the office.</p>
      <h2>Our pharmacists</h2>
      <div class="card"><h3>Priya Raman <span class="code">(PRA)</span></h3><p class="role">Pharmacist</p><p>Hours: 22.5 · Site: Quayside</p>
        <p>With us since August 2022</p><p>Ask her about travel vaccines.</p></div>
      <div class="card"><h3>James Trevithick <span class="code">(JTR)</span></h3><p class="role">Pharmacist &amp; manager</p><p>Hours: 40 · Site: Quayside</p>
        <ul><li>Languages: English, Cornish</li></ul><p>With us since April 2014</p></div>
      <div class="card"><h3>Kerensa Hocking <span class="code">(KHO)</span></h3><p class="role">Pharmacy technician</p><p>Hours: 37.5 · Site: Foz</p>
        <p>With us since January 2017</p></div>
      <p>Updated monthly.</p>`;
    const doc = await parseFile('team.html', Buffer.from(html));
    expectRangesHold(doc);
    const priya = doc.records.find((r) => r.subject === 'Priya Raman')!;
    expect(rowsOf(priya)).toEqual(['- / code = PRA', '- / role = Pharmacist', '- / Hours = 22.5', '- / Site = Quayside', '- / With us since = August 2022']);
    expect(priya.categoryHints).toEqual(['Our pharmacists']);
    expect(rowsOf(doc.records.find((r) => r.subject === 'James Trevithick')!)).toContain('- / Languages = English, Cornish');
    // (a line of no field stays as text: nothing on the page is lost)
    expect(doc.text).toContain('Priya Raman');
    expect(doc.text).toContain('Ask her about travel vaccines.');
    expect(doc.text).toContain('Updated monthly.');
    expect(doc.records.map((r) => r.subject)).not.toContain('Priya Raman (PRA)');
  });

  it("keeps a phone page's spec sections one page's fields, not cards of their own", async () => {
    const html = `<h1>Huawei nova 12 Ultra</h1><p>A HarmonyOS phone.</p>
      <section class="specs" id="network"><h2>Network</h2><dl><dt>Network technology</dt><dd>GSM / LTE / 5G</dd></dl></section>
      <section class="specs" id="launch"><h2>Launch</h2><dl><dt>Release year</dt><dd>2023</dd></dl></section>
      <section class="specs" id="body"><h2>Body</h2><dl><dt>Weight</dt><dd>198 g</dd><dt>SIM</dt><dd>Nano-SIM</dd></dl></section>`;
    const doc = await parseFile('nova-12-ultra.html', Buffer.from(html));
    expect(doc.records.map((r) => r.subject)).toEqual(['Huawei nova 12 Ultra']);
    expect(rowsOf(doc.records[0]!)).toEqual(expect.arrayContaining(['Network / Network technology = GSM / LTE / 5G', 'Body / Weight = 198 g']));
  });

  it('reads titled boxes of alike fields under one heading as an item each, named by its title (an infobox per person)', async () => {
    const box = (name: string, role: string, pay: string) => `<div class="infobox"><div class="infobox-title">${name}</div>
      <div class="infobox-row"><span class="label">Ruolo</span><span class="value">${role}</span></div>
      <div class="infobox-row"><span class="label">Paga oraria</span><span class="value">${pay}</span></div>
      <div class="infobox-row"><span class="label">Cucina</span><span class="value">Bologna</span></div></div>`;
    const html = `<h1>Il personale della cucina di Bologna</h1><p>Schede del personale.</p>${box('Marco Zanetti', 'Cuoco', '19,50 €')}${box('Chiara Lodi', 'Sous chef', '15,20 €')}${box('Luca Gentile', 'Sous chef', '14,80 €')}`;
    const doc = await parseFile('personale.html', Buffer.from(html));
    expect(doc.records.map((r) => r.subject)).toEqual(['Marco Zanetti', 'Chiara Lodi', 'Luca Gentile']);
    expect(rowsOf(doc.records[1]!)).toEqual(expect.arrayContaining(['- / Paga oraria = 15,20 €']));
  });
});

