// The answer text renderer: Markdown (lists, tables, code) and citation markers as elements; file or answer text
// never as HTML; a list the items table already shows is left out.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText, type BlockFilter } from '../../renderer/lib/rich-text.tsx';
import { repeatsItems } from '../../renderer/components/AnswerView.tsx';

const render = (text: string, filter?: BlockFilter) =>
  renderToStaticMarkup(createElement(RichText, { text, filter, marker: (n: number, key: string) => createElement('button', { key, 'data-n': n }, String(n)) }));

describe('answer text', () => {
  it('turns [n] markers (also [1, 2] and [1][2][3]) into separate citation buttons', () => {
    const html = render('The **Corvid C3** has 6000 mAh [1]. Both have NFC [2, 3]. Prices [4][5][6].');
    expect(html).toContain('<strong>Corvid C3</strong>');
    expect(html.match(/<button data-n="\d">/g)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `<button data-n="${n}">`));
    expect(html).toContain('<span class="markers"><button data-n="4">4</button><button data-n="5">5</button><button data-n="6">6</button></span>');
    expect(html).not.toContain('[4]');
  });

  it('renders lists, quotes and paragraphs', () => {
    const html = render('**2** matches:\n\n- Aster One [1]\n- Lumen Nova 5 [2]\n\n> quoted passage [3]\n\n— guides/a.md');
    expect(html).toContain('<ul><li>Aster One <span class="markers"><button data-n="1">1</button></span></li>');
    expect(html).toMatch(/<blockquote><p>quoted passage <span class="markers">/);
    expect(html).toContain('<p>— guides/a.md</p>');
  });

  it('renders a Markdown table as a table, with its citation markers', () => {
    const html = render('Compared:\n\n| Name | Weight | Sources |\n| --- | --- | --- |\n| Aster One | 168 g | [1][2] |\n| Corvid C3 | 205 g | [3] |');
    expect(html).toContain('<table');
    expect(html).toContain('<th scope="col">Weight</th>');
    expect(html).toContain('<td>168 g</td>');
    expect(html).toContain('<span class="markers"><button data-n="1">1</button><button data-n="2">2</button></span>');
    expect(html).not.toContain('| ---');
  });

  it('renders code blocks, inline code and numbered steps', () => {
    const html = render('Run:\n\n1. Open a terminal\n2. Type `quarry index`\n\n```sh\nquarry index ~/notes\n```');
    expect(html).toContain('<ol><li>Open a terminal</li><li>Type <code>quarry index</code></li></ol>');
    expect(html).toContain('<pre class="code-block"><code>quarry index ~/notes</code></pre>');
  });

  it('never injects markup from the text', () => {
    const html = render('<img src=x onerror=alert(1)> **<script>alert(1)</script>** `<b>` [x](javascript:alert(1))');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href=');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<code>&lt;b&gt;</code>');
  });

  it('leaves out a list or table that repeats the answer items, and keeps other lists', () => {
    const items = ['Aster One', 'Aster One Mini', 'Corvid C5 5G'].map((name) => ({ name, values: {}, citations: [] }));
    const text = '**3** results:\n\n- Aster One [1]\n- Aster One Mini [2]\n- Corvid C5 5G [3]\n\nTips:\n\n- Charge to 80%\n- Keep it cool';
    const html = render(text, repeatsItems(items));
    expect(html).not.toContain('Aster One Mini');
    expect(html).toContain('<li>Charge to 80%</li>');
    const table = render('| Name | Price |\n| --- | --- |\n| Aster One | 1 |\n| Corvid C5 5G | 2 |', repeatsItems(items));
    expect(table).not.toContain('<table');
  });
});
