// Shared helpers of the domain corpus generators (plain Node ESM, no dependencies): a seeded PRNG, the page and
// export renderers of the mixed layouts, a file writer that checks every stated fact is really in its file, and
// the ground-truth table (source.csv).
import fs from 'node:fs';
import path from 'node:path';

// ------------------------------------------------------------------ seeded randomness
function hashSeed(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}

export function rng(seed) {
  let a = hashSeed(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    float: (lo, hi) => lo + next() * (hi - lo),
    chance: (p) => next() < p,
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    shuffle: (xs) => {
      const a2 = [...xs];
      for (let i = a2.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a2[i], a2[j]] = [a2[j], a2[i]];
      }
      return a2;
    },
    sample: (xs, n) => r.shuffle(xs).slice(0, n),
    weighted: (pairs) => {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let x = next() * total;
      for (const [v, w] of pairs) {
        x -= w;
        if (x < 0) return v;
      }
      return pairs[pairs.length - 1][0];
    },
  };
  return r;
}

// ------------------------------------------------------------------ text helpers
export function slug(s) {
  return s
    .replace(/[ıİ]/g, 'i')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** 1234567.5 → "1,234,567.5" (en grouping), decimals kept as given. */
export function group(n, decimals = null) {
  const s = decimals == null ? String(n) : Number(n).toFixed(decimals);
  const [i, f] = s.split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return f ? `${g}.${f}` : g;
}

export function round(x, d = 0) {
  const m = 10 ** d;
  return Math.round(x * m) / m;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Dates are ISO strings "YYYY-MM-DD"; styles: iso, long ("4 March 2019"), us ("March 4, 2019"), short ("4 Mar 2019"), dotted ("04.03.2019"). */
export function fmtDate(iso, style) {
  const [y, m, d] = iso.split('-').map(Number);
  const mon = MONTHS[m - 1];
  switch (style) {
    case 'iso':
      return iso;
    case 'long':
      return `${d} ${mon} ${y}`;
    case 'us':
      return `${mon} ${d}, ${y}`;
    case 'short':
      return `${d} ${mon.slice(0, 3)} ${y}`;
    case 'dotted':
      return `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`;
    case 'month':
      return `${mon} ${y}`;
    default:
      throw new Error(`date style ${style}`);
  }
}

export function isoDate(y, m, d) {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function joinAnd(xs) {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

// ------------------------------------------------------------------ page renderers
// A page: { title, docTitle, site, crumbs: [..], lead: [sentences], sections: [{ heading, rows: [[label, value]] }],
//           footer, frontMatter: [[key, value]] (yaml only), txtHeader (txt only) }

export function htmlTablePage(p) {
  const sections = p.sections
    .map(
      (s) => `  <h2>${esc(s.heading)}</h2>
  <table class="spec">
    <thead><tr><th>${esc(p.colA ?? 'Field')}</th><th>${esc(p.colB ?? 'Value')}</th></tr></thead>
    <tbody>
${s.rows.map(([k, v]) => `      <tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('\n')}
    </tbody>
  </table>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${esc(p.docTitle ?? p.title)}</title></head>
<body>
<nav>${(p.crumbs ?? []).map(esc).join(' &rsaquo; ')}</nav>
<article>
  <h1>${esc(p.title)}</h1>
${(p.lead ?? []).map((l) => `  <p>${esc(l)}</p>`).join('\n')}
${sections}
${p.footer ? `  <p class="footer">${esc(p.footer)}</p>\n` : ''}</article>
</body>
</html>
`;
}

export function htmlDlPage(p) {
  const sections = p.sections
    .map(
      (s) => `<section>
  <h2>${esc(s.heading)}</h2>
  <dl>
${s.rows.map(([k, v]) => `    <dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('\n')}
  </dl>
</section>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${esc(p.docTitle ?? p.title)}</title></head>
<body>
<header><p>${esc(p.site ?? '')}</p></header>
<main>
<h1>${esc(p.title)}</h1>
${(p.lead ?? []).map((l) => `<p>${esc(l)}</p>`).join('\n')}
${sections}
</main>
${p.footer ? `<footer>${esc(p.footer)}</footer>\n` : ''}</body>
</html>
`;
}

export function htmlInfoboxPage(p) {
  const box = p.sections
    .map(
      (s) => `    <div class="infobox-section">${esc(s.heading)}</div>
${s.rows.map(([k, v]) => `    <div class="infobox-row"><span class="label">${esc(k)}</span><span class="value">${esc(v)}</span></div>`).join('\n')}`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${esc(p.docTitle ?? p.title)}</title></head>
<body>
<div class="page">
  <h1 class="page-title">${esc(p.title)}</h1>
  <div class="infobox">
    <div class="infobox-title">${esc(p.title)}</div>
${box}
  </div>
  <div class="content">
${(p.lead ?? []).map((l) => `    <p>${esc(l)}</p>`).join('\n')}
  </div>
${p.footer ? `  <div class="footer">${esc(p.footer)}</div>\n` : ''}</div>
</body>
</html>
`;
}

export function mdBulletsNote(p) {
  const out = [`# ${p.title}`, ''];
  for (const l of p.lead ?? []) out.push(l, '');
  for (const s of p.sections) {
    out.push(`## ${s.heading}`, '');
    for (const [k, v] of s.rows) out.push(`- ${k}: ${v}`);
    out.push('');
  }
  if (p.footer) out.push(`_${p.footer}_`, '');
  return out.join('\n');
}

function yamlScalar(v) {
  if (Array.isArray(v)) return `[${v.map(yamlScalar).join(', ')}]`;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  const s = String(v);
  return /^[A-Za-z][\w .()/-]*$/.test(s) && !/^(yes|no|true|false|null|on|off)$/i.test(s) ? s : JSON.stringify(s);
}

export function mdYamlTableNote(p) {
  const out = ['---'];
  for (const [k, v] of p.frontMatter ?? []) out.push(`${k}: ${yamlScalar(v)}`);
  out.push('---', '', `# ${p.title}`, '');
  for (const l of p.lead ?? []) out.push(l, '');
  for (const s of p.sections) {
    out.push(`## ${s.heading}`, '', `| ${p.colA ?? 'Field'} | ${p.colB ?? 'Value'} |`, '|---|---|');
    for (const [k, v] of s.rows) out.push(`| ${k} | ${String(v).replace(/\|/g, '\\|')} |`);
    out.push('');
  }
  if (p.footer) out.push(p.footer, '');
  return out.join('\n');
}

export function txtProfile(p) {
  const out = [p.txtHeader, ''];
  for (const s of p.sections) {
    for (const [k, v] of s.rows) out.push(`${k}: ${v}`);
  }
  if (p.lead?.length) out.push('', ...p.lead);
  out.push('');
  return out.join('\n');
}

// ------------------------------------------------------------------ exports
function csvCell(v, sep) {
  const s = v == null ? '' : String(v);
  return s.includes(sep) || s.includes('"') || s.includes('\n') ? `"${s.replace(/"/g, '""')}"` : s;
}

export function delimited(header, rows, sep = ',') {
  return [header, ...rows].map((r) => r.map((c) => csvCell(c, sep)).join(sep)).join('\n') + '\n';
}

// ------------------------------------------------------------------ writer + ground truth
export class Corpus {
  constructor(root) {
    this.root = root;
    this.files = new Map(); // rel path -> text
    this.facts = []; // {entity, type, attribute, value, unit, stated, file}
    this.entityFile = new Map();
  }

  /** Records the facts of one entity rendered into `file`; `stated` is the literal text the file shows. */
  fact(entity, type, attribute, value, unit, stated, file) {
    const prev = this.entityFile.get(entity);
    if (prev && prev !== file) throw new Error(`${entity} appears in two files: ${prev}, ${file}`);
    this.entityFile.set(entity, file);
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }

  write(rel, text) {
    if (this.files.has(rel)) throw new Error(`file written twice: ${rel}`);
    this.files.set(rel, text);
  }

  /** Every stated value must occur in its file (as written, HTML-escaped or JSON-encoded). */
  verify() {
    const problems = [];
    for (const f of this.facts) {
      const text = this.files.get(f.file);
      if (text == null) {
        problems.push(`${f.entity}: no file ${f.file}`);
        continue;
      }
      if (!f.stated) continue;
      const forms = [f.stated, esc(f.stated), JSON.stringify(f.stated).slice(1, -1)];
      if (!forms.some((s) => text.includes(s))) problems.push(`${f.file}: "${f.stated}" (${f.entity} ${f.attribute}) not found`);
    }
    for (const e of this.entityFile.keys()) {
      const name = e;
      const text = this.files.get(this.entityFile.get(e));
      const forms = [name, esc(name), name.toUpperCase(), esc(name.toUpperCase()), JSON.stringify(name).slice(1, -1)];
      if (!forms.some((s) => text.includes(s))) problems.push(`${this.entityFile.get(e)}: entity name ${e} not found`);
    }
    if (problems.length) throw new Error(`corpus verification failed:\n${problems.slice(0, 30).join('\n')}`);
  }

  flush(sourceCsv) {
    this.verify();
    fs.rmSync(this.root, { recursive: true, force: true });
    for (const [rel, text] of this.files) {
      const p = path.join(this.root, rel);
      fs.mkdirSync(path.dirname(p), { recursive: true });
      fs.writeFileSync(p, text);
    }
    const rows = this.facts.map((f) => [
      f.entity,
      f.type,
      f.attribute,
      Array.isArray(f.value) ? f.value.join('|') : f.value == null ? '' : String(f.value),
      f.unit,
      f.stated,
      f.file,
    ]);
    fs.mkdirSync(path.dirname(sourceCsv), { recursive: true });
    fs.writeFileSync(sourceCsv, delimited(['entity', 'type', 'attribute', 'value', 'unit', 'stated', 'file'], rows));
    return { files: this.files.size, entities: this.entityFile.size, facts: this.facts.length };
  }
}

/** argv[2] = the corpus folder to write; argv[3] = the source table (default: source.csv next to the folder). */
export function targets(defaultDir) {
  const dir = path.resolve(process.argv[2] ?? defaultDir);
  const source = path.resolve(process.argv[3] ?? path.join(path.dirname(dir), 'source.csv'));
  return { dir, source };
}

/** Spreads items evenly over layouts: deterministic, round-robin over a shuffled order. */
export function spread(r, items, layouts) {
  const out = new Map(layouts.map((l) => [l, []]));
  r.shuffle(items).forEach((it, i) => out.get(layouts[i % layouts.length]).push(it));
  return out;
}
