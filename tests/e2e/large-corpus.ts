// A larger library for the end-to-end tests, generated (nothing committed): a catalogue of product pages (and a
// price list that states each price again) with more results than the evidence graph draws, a long Markdown manual (headings, tables, lists, code) with one
// fact deep inside it, and a 17-page PDF report with one fact on page 12.
import fs from 'node:fs';
import path from 'node:path';
import { makePdf } from '../ingest/binary-fixtures.ts';

export const PRODUCTS = 60;
/** Products whose page says 5G: Yes (every one but each fifth). */
export const WITH_5G = Array.from({ length: PRODUCTS }, (_, i) => i).filter((i) => i % 5 !== 0).length;
export const MANUAL_FACT = { question: 'What is the calibration code of the harbour crane?', answer: 'QX-7731' };
export const REPORT_FACT = { question: 'What hull thickness did Inspector Valdano measure?', answer: '41 millimetres', page: 12, pages: 17 };

const NAMES = ['Orbit', 'Kestrel', 'Nimbus', 'Quartz', 'Vela', 'Tundra'];

export function productName(i: number): string {
  return `${NAMES[i % NAMES.length]} X${100 + i}`;
}

function productPage(i: number): string {
  const name = productName(i);
  const rows: Array<[string, string]> = [
    ['Device type', 'Phone'],
    ['Brand', NAMES[i % NAMES.length]],
    ['Price', `€ ${199 + i * 7}`],
    ['Weight', `${150 + (i % 40)} g`],
    ['Battery', `${3500 + i * 25} mAh`],
    ['5G', i % 5 === 0 ? 'No' : 'Yes'],
    ['Warranty', `${1 + (i % 3)} years`],
  ];
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body>
<h1>${name}</h1>
<p>The ${name} is a phone of the ${NAMES[i % NAMES.length]} range.</p>
<h2>Specifications</h2>
<table>${rows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>
</body></html>
`;
}

function manual(sections: number): string {
  const parts = ['# Harbour operations manual', '', 'How the harbour runs, section by section.', ''];
  for (let s = 1; s <= sections; s++) {
    parts.push(`## Section ${s}: berth ${s} procedures`, '');
    parts.push(`Berth ${s} handles vessels up to ${100 + s} metres. Crews check the mooring lines every ${2 + (s % 5)} hours and log each check.`, '');
    if (s === Math.floor(sections * 0.6)) {
      parts.push('### Crane calibration', '', `The harbour crane calibration code is ${MANUAL_FACT.answer}; enter it before the first lift of the day.`, '');
    }
    if (s % 10 === 0) {
      parts.push('| Shift | Start | End |', '| --- | --- | --- |', `| Early | 06:00 | 14:00 |`, `| Late | 14:00 | 22:00 |`, '');
    }
    if (s % 7 === 0) parts.push(`- Inspect fenders at berth ${s}`, `- Report damage to the harbour office`, '');
    if (s % 25 === 0) parts.push('```', `berth-status --berth ${s} --report`, '```', '');
  }
  return parts.join('\n');
}

function report(): Buffer {
  const pages: string[][] = [];
  for (let p = 1; p <= REPORT_FACT.pages; p++) {
    const lines = [`Inspection report, page ${p}`];
    for (let l = 1; l <= 28; l++) lines.push(`Item ${p}.${l}: deck plate ${l} on level ${p} was inspected and found in order.`);
    if (p === REPORT_FACT.page) lines.splice(10, 0, `Inspector Valdano measured a hull thickness of ${REPORT_FACT.answer} at frame 7.`);
    pages.push(lines);
  }
  return makePdf(pages, 'Hull inspection report');
}

/** Writes the library into `dir`; returns the paths of the long documents. */
export function writeLargeCorpus(dir: string): { manual: string; report: string } {
  fs.mkdirSync(path.join(dir, 'catalogue'), { recursive: true });
  for (let i = 0; i < PRODUCTS; i++) fs.writeFileSync(path.join(dir, 'catalogue', `product-${i}.html`), productPage(i));
  // the shop's price list states each price a second time, as real catalogues do
  const prices = ['Name,Price (EUR),In stock', ...Array.from({ length: PRODUCTS }, (_, i) => `${productName(i)},${199 + i * 7},${i % 2 ? 'yes' : 'no'}`)];
  fs.writeFileSync(path.join(dir, 'catalogue', 'price-list.csv'), `${prices.join('\n')}\n`);
  fs.mkdirSync(path.join(dir, 'guides'), { recursive: true });
  const manualPath = path.join(dir, 'guides', 'harbour-manual.md');
  fs.writeFileSync(manualPath, manual(1500));
  fs.mkdirSync(path.join(dir, 'reports'), { recursive: true });
  const reportPath = path.join(dir, 'reports', 'hull-inspection.pdf');
  fs.writeFileSync(reportPath, report());
  return { manual: manualPath, report: reportPath };
}
