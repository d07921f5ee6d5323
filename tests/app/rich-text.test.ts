// The answer text renderer: Markdown subset and citation markers as elements; file or answer text never as HTML.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../renderer/lib/rich-text.tsx';

const render = (text: string) =>
  renderToStaticMarkup(createElement(RichText, { text, marker: (n: number, key: string) => createElement('button', { key, 'data-n': n }, String(n)) }));

describe('answer text', () => {
  it('turns [n] markers (also [1, 2]) into citation buttons', () => {
    const html = render('The **Corvid C3** has 6000 mAh [1]. Both have NFC [2, 3].');
    expect(html).toContain('<strong>Corvid C3</strong>');
    expect(html.match(/<button data-n="\d">/g)).toEqual(['<button data-n="1">', '<button data-n="2">', '<button data-n="3">']);
  });

  it('renders lists, quotes and paragraphs', () => {
    const html = render('**2** matches:\n\n- Aster One [1]\n- Lumen Nova 5 [2]\n\n> quoted passage [3]\n\n— guides/a.md');
    expect(html).toContain('<ul><li>Aster One <span class="markers"><button data-n="1">1</button></span></li>');
    expect(html).toContain('<blockquote>quoted passage <span class="markers">');
    expect(html).toContain('<p>— guides/a.md</p>');
  });

  it('never injects markup from the text', () => {
    const html = render('<img src=x onerror=alert(1)> **<script>alert(1)</script>** `<b>`');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<code>&lt;b&gt;</code>');
  });
});
