#!/usr/bin/env node
// Builds the debian-docs benchmark snapshot from this machine's /usr/share/doc (plain Node, no dependencies).
//
//   node bench/corpora/debian-docs/build.mjs [--from /usr/share/doc] [--dry-run]
//
// Writes bench/corpora/debian-docs/doc/<package>/… (the folder the benchmark indexes), the generated
// bench/corpora/debian-docs/README.md (provenance and what was cut), and the unit-test subset
// tests/fixtures/debian-docs/. Deterministic for a given /usr/share/doc.
//
// Which packages: the well-known ones in WELL_KNOWN that exist, then, for every licence family in
// the first free-text (non-DEP-5) copyrights in sorted order until there are FREE_TEXT_MIN, then, for every
// licence family in LICENCE_QUOTA, the first packages in sorted order whose `Files: *` licence is of that family
// until the selection holds QUOTA_PER_FAMILY of it, then further packages in sorted order up to TARGET. Only real directories (not symlinks to
// another package's docs) with a copyright file count, and only one binary package per copyright file (packages
// built from one source share it), so the set is ~70 different upstream projects.
//
// Which files: every regular file (symlinks skipped), `.gz` decompressed and the suffix dropped; binary files
// (a NUL byte in the first 8 KB, or an image/PDF/PostScript/archive extension) and web-page assets (`.js`,
// `.css`, `_static/`) skipped; a text file over 200 KB keeps its first 200 KB cut at a line boundary. Each package
// gets at most PACKAGE_BUDGET bytes: files are taken in order (copyright, changelog.Debian, README*, NEWS*, other
// top-level files by name, then files in sub-folders, newest-looking version first) and a file that no longer
// fits is left out (a smaller one after it may still fit), except that copyright, changelog.Debian, README* and
// NEWS* files keep the beginning that fits when that is at least MIN_PART (NEWS files put the newest first). The whole snapshot must stay under TOTAL_BUDGET.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { freeTextLicense, isDep5, normLicense, parseDep5 } from './debian-files.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');
const OUT = path.join(here, 'doc');
const FIXTURE_OUT = path.join(root, 'tests', 'fixtures', 'debian-docs');

const WELL_KNOWN = [
  'bash', 'bc', 'bzip2', 'cmake', 'coreutils', 'curl', 'dash', 'diffutils', 'dpkg', 'e2fsprogs', 'file', 'findutils',
  'git', 'gnupg', 'grep', 'gzip', 'iproute2', 'jq', 'less', 'libxml2', 'lsof', 'make', 'man-db', 'ninja-build',
  'openssh-client', 'openssl', 'patch', 'perl', 'procps', 'python3', 'sed', 'sqlite3', 'strace', 'systemd', 'tar',
  'tmux', 'tzdata', 'unzip', 'util-linux', 'vim', 'wget', 'xz-utils', 'yq', 'zip', 'zlib1g', 'zstd',
];
const LICENCE_QUOTA = [
  'GPL-2', 'GPL-2+', 'GPL-3+', 'LGPL-2+', 'LGPL-2.1+', 'LGPL-3+', 'BSD-2-clause', 'BSD-3-clause', 'Expat', 'MIT',
  'ISC', 'Apache-2.0', 'public-domain', 'MPL-2.0', 'Artistic or GPL-1+',
];
const QUOTA_PER_FAMILY = 3;
const FREE_TEXT_MIN = 8;
const TARGET = 72;
const MAX_FILE = 200 * 1024;
const PACKAGE_BUDGET = 200 * 1024;
const MIN_PART = 24 * 1024;
const TOTAL_BUDGET = 6_000_000; // bytes

// The unit-test subset: a DEP-5 copyright, a free-text copyright, changelog.Debian files, extensionless README
// and NEWS files. Only these files, each cut to FIXTURE_MAX_FILE.
const FIXTURE = {
  tmux: ['copyright', 'changelog.Debian', 'README', 'NEWS.Debian'],
  patch: ['copyright', 'changelog.Debian', 'README', 'NEWS'],
  jq: ['copyright', 'changelog.Debian', 'README'],
  sed: ['copyright', 'changelog.Debian', 'NEWS'],
};
const FIXTURE_MAX_FILE = 24 * 1024;
const FIXTURE_BUDGET = 150 * 1024;

const SKIP_EXT = /\.(png|gif|jpe?g|ico|svg|pdf|ps|eps|dvi|tar|tgz|zip|bz2|xz|zst|jar|mo|gmo|so|a|o|pyc|js|css)$/i;

function args(argv) {
  const a = { from: '/usr/share/doc', dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--from') a.from = argv[++i];
    else if (argv[i] === '--dry-run') a.dryRun = true;
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return a;
}

function readMaybeGz(p) {
  const b = fs.readFileSync(p);
  return p.endsWith('.gz') ? zlib.gunzipSync(b) : b;
}

function isBinary(buf) {
  return buf.subarray(0, 8192).includes(0);
}

/** First `max` bytes, cut after the last newline inside them. */
function cutAtLine(buf, max) {
  if (buf.length <= max) return { buf, cut: false };
  const nl = buf.lastIndexOf(0x0a, max - 1);
  return { buf: buf.subarray(0, nl > 0 ? nl + 1 : max), cut: true };
}

function packageInfo(dir, name) {
  const crPath = path.join(dir, 'copyright');
  if (!fs.existsSync(crPath) || !fs.statSync(crPath).isFile()) return null;
  const cr = fs.readFileSync(crPath, 'utf8');
  const dep5 = isDep5(cr);
  const licence = dep5 ? parseDep5(cr).filesStarLicense : freeTextLicense(cr);
  return { name, dir, dep5, licence, hash: crypto.createHash('sha256').update(cr).digest('hex') };
}

function candidates(from) {
  const out = [];
  for (const name of fs.readdirSync(from).sort()) {
    const dir = path.join(from, name);
    const st = fs.lstatSync(dir);
    if (st.isSymbolicLink() || !st.isDirectory()) continue;
    const info = packageInfo(dir, name);
    if (info) out.push(info);
  }
  return out;
}

function select(pool) {
  const chosen = [];
  const hashes = new Set();
  const take = (p) => {
    if (chosen.length >= TARGET || hashes.has(p.hash) || chosen.includes(p)) return false;
    chosen.push(p);
    hashes.add(p.hash);
    return true;
  };
  for (const n of WELL_KNOWN) {
    const p = pool.find((x) => x.name === n);
    if (p) take(p);
  }
  for (const p of pool) {
    if (chosen.filter((x) => !x.dep5).length >= FREE_TEXT_MIN) break;
    if (!p.dep5) take(p);
  }
  for (const fam of LICENCE_QUOTA) {
    const inFam = (p) => p.dep5 && normLicense(p.licence) === normLicense(fam);
    for (const p of pool) {
      if (chosen.filter(inFam).length >= QUOTA_PER_FAMILY) break;
      if (inFam(p)) take(p);
    }
  }
  for (const p of pool) take(p);
  return chosen.sort((a, b) => (a.name < b.name ? -1 : 1));
}

function listFiles(dir) {
  const out = [];
  const walk = (d, rel) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(d, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isSymbolicLink()) out.push({ src: p, rel: r, skip: 'symlink' });
      else if (e.isDirectory()) {
        if (e.name === '_static') out.push({ src: p, rel: `${r}/`, skip: 'web-page assets' });
        else walk(p, r);
      } else if (e.isFile()) out.push({ src: p, rel: r });
    }
  };
  walk(dir, '');
  return out;
}

const versionKey = (s) => s.split(/(\d+)/).map((x, i) => (i % 2 ? x.padStart(8, '0') : x)).join('');

function priority(rel) {
  const base = rel.replace(/\.gz$/, '');
  if (rel.includes('/')) return 9;
  if (base === 'copyright') return 0;
  if (/^changelog\.Debian/.test(base)) return 1;
  if (/^README/i.test(base)) return 2;
  if (/^NEWS/i.test(base)) return 3;
  if (/\.(Debian|source)$/.test(base)) return 4;
  return 5;
}

function orderFiles(files) {
  return [...files].sort((a, b) => {
    const pa = priority(a.rel);
    const pb = priority(b.rel);
    if (pa !== pb) return pa - pb;
    if (pa === 9) {
      const da = path.dirname(a.rel);
      const db = path.dirname(b.rel);
      if (da !== db) return da < db ? -1 : 1;
      const ka = versionKey(a.rel);
      const kb = versionKey(b.rel);
      return ka < kb ? 1 : ka > kb ? -1 : 0; // newest-looking version first
    }
    return a.rel < b.rel ? -1 : 1;
  });
}

function snapshotPackage(pkg, budget) {
  const kept = [];
  const skipped = [];
  const truncated = [];
  let used = 0;
  const names = new Set();
  for (const f of orderFiles(listFiles(pkg.dir))) {
    if (f.skip) {
      skipped.push({ rel: f.rel, why: f.skip });
      continue;
    }
    const rel = f.rel.replace(/\.gz$/, '');
    if (SKIP_EXT.test(rel) || /\/_static\//.test(rel)) {
      skipped.push({ rel: f.rel, why: 'binary or web-page asset' });
      continue;
    }
    if (names.has(rel)) {
      skipped.push({ rel: f.rel, why: `same name as ${rel} once decompressed` });
      continue;
    }
    let buf;
    try {
      buf = readMaybeGz(f.src);
    } catch (e) {
      skipped.push({ rel: f.rel, why: `unreadable (${e.message})` });
      continue;
    }
    if (isBinary(buf)) {
      skipped.push({ rel: f.rel, why: 'binary' });
      continue;
    }
    let c = cutAtLine(buf, MAX_FILE);
    if (used + c.buf.length > budget) {
      // A README or NEWS file (newest news first) is worth its beginning; other files are left out whole.
      if (priority(f.rel) > 3 || budget - used < MIN_PART) {
        skipped.push({ rel: f.rel, why: `over the ${Math.round(budget / 1024)} KB package budget` });
        continue;
      }
      c = cutAtLine(buf, budget - used);
    }
    used += c.buf.length;
    names.add(rel);
    kept.push({ rel, buf: c.buf, compressed: f.rel.endsWith('.gz') });
    if (c.cut) truncated.push({ rel, from: buf.length, to: c.buf.length });
  }
  return { kept, skipped, truncated, bytes: used };
}

function writeTree(base, pkgs) {
  fs.rmSync(base, { recursive: true, force: true });
  for (const p of pkgs) {
    for (const f of p.kept) {
      const dest = path.join(base, p.name, f.rel);
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.writeFileSync(dest, f.buf);
    }
  }
}

function kindOf(rel) {
  const b = path.basename(rel);
  if (b === 'copyright') return 'copyright';
  if (/^changelog\.Debian/.test(b)) return 'changelog.Debian';
  if (/^changelog/i.test(b)) return 'changelog (upstream)';
  if (/^NEWS/i.test(b)) return 'NEWS*';
  if (/^README/i.test(b)) return 'README*';
  if (!b.includes('.')) return 'other, no extension';
  return `*${path.extname(b)}`;
}

function readme(from, pkgs, totalBytes) {
  const date = new Date().toISOString().slice(0, 10);
  const nFiles = pkgs.reduce((n, p) => n + p.kept.length, 0);
  const kinds = new Map();
  for (const p of pkgs) for (const f of p.kept) kinds.set(kindOf(f.rel), (kinds.get(kindOf(f.rel)) ?? 0) + 1);
  const fams = new Map();
  for (const p of pkgs) {
    const k = p.dep5 ? p.licence ?? '(DEP-5, no Files: * stanza)' : `free text${p.licence ? ` (${p.licence})` : ''}`;
    fams.set(k, [...(fams.get(k) ?? []), p.name]);
  }
  const L = [];
  L.push('# debian-docs: a benchmark folder of real package documentation');
  L.push('');
  L.push('**This folder is data**, not part of Quarry: a snapshot of Debian package documentation (licence notices,');
  L.push('Debian changelogs, upstream READMEs, NEWS and changelogs) used by `npm run bench -- docs`. These files are');
  L.push("redistributable: every package's `copyright` file is the notice its licence asks to be shipped with it.");
  L.push('');
  L.push(`- Source: \`${from}\` of a Debian 12 (bookworm) build machine, taken ${date} by \`build.mjs\` (in this folder).`);
  L.push(`- ${pkgs.length} packages, ${nFiles} files, ${(totalBytes / 1024 / 1024).toFixed(2)} MB, in \`doc/<package>/\` (the folder the benchmark indexes).`);
  L.push('- Changes made to the files: `.gz` files are decompressed and the `.gz` suffix dropped (`changelog.Debian.gz`');
  L.push('  is `changelog.Debian`); binary files, symlinks and web-page assets are left out; **a text file over 200 KB');
  L.push('  keeps only its first 200 KB, cut at a line boundary** (listed below); each package keeps at most');
  L.push(`  ${PACKAGE_BUDGET / 1024} KB, in the order copyright, changelog.Debian, README*, NEWS*, other top-level files, sub-folders;`);
  L.push('  a README/NEWS file that does not fit whole keeps its beginning (cut at a line boundary, listed below), other');
  L.push('  files that do not fit are left out (listed below). Nothing else is edited.');
  L.push('- Questions: `exact.json` (gold computed by `gold.mjs` from these files), `open.json` (written by hand, each');
  L.push('  with the file that states the answer). Scorers: `../shared/bench/score_devices.py` (next to the checkout) and `bench/score_open.py`.');
  L.push(`- The unit-test subset \`tests/fixtures/debian-docs/\` (${Object.entries(FIXTURE).map(([p, f]) => `${p}: ${f.join(', ')}`).join('; ')}) comes from`);
  L.push(`  the same machine, each file cut to its first ${FIXTURE_MAX_FILE / 1024} KB at a line boundary.`);
  L.push('- Rebuild: `node bench/corpora/debian-docs/build.mjs` then `node bench/corpora/debian-docs/gold.mjs` (on another');
  L.push("  machine the packages and versions differ, and the hand-written open questions no longer hold).");
  L.push('');
  L.push('## Files by kind');
  L.push('');
  L.push('| kind | files |');
  L.push('| --- | --- |');
  for (const [k, n] of [...kinds].sort((a, b) => b[1] - a[1])) L.push(`| ${k} | ${n} |`);
  L.push('');
  L.push('## Packages by licence (`Files: *` of a DEP-5 copyright; for free text, the first GNU licence it states)');
  L.push('');
  for (const [k, names] of [...fams].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1)))
    L.push(`- ${k}: ${names.join(', ')}`);
  L.push('');
  L.push('## Files cut (to 200 KB, or to what was left of the package budget)');
  L.push('');
  const cuts = pkgs.flatMap((p) => p.truncated.map((t) => `- \`${p.name}/${t.rel}\`: ${Math.round(t.from / 1024)} KB → ${Math.round(t.to / 1024)} KB`));
  L.push(...(cuts.length ? cuts : ['(none)']));
  L.push('');
  L.push('## Files left out');
  L.push('');
  for (const p of pkgs) {
    if (!p.skipped.length) continue;
    const groups = new Map();
    for (const s of p.skipped) groups.set(s.why, [...(groups.get(s.why) ?? []), s.rel]);
    for (const [why, rels] of groups) {
      const shown = rels.length > 6 ? `${rels.slice(0, 6).join(', ')} and ${rels.length - 6} more` : rels.join(', ');
      L.push(`- ${p.name} (${why}): ${shown}`);
    }
  }
  L.push('');
  return L.join('\n');
}

function buildFixture(from) {
  const pkgs = [];
  let total = 0;
  for (const [name, files] of Object.entries(FIXTURE)) {
    const dir = path.join(from, name);
    const kept = [];
    for (const f of files) {
      const src = [path.join(dir, f), path.join(dir, `${f}.gz`)].find((p) => fs.existsSync(p));
      if (!src) throw new Error(`fixture file ${name}/${f} not found in ${from}`);
      const { buf } = cutAtLine(readMaybeGz(src), FIXTURE_MAX_FILE);
      kept.push({ rel: f, buf });
      total += buf.length;
    }
    pkgs.push({ name, kept });
  }
  if (total > FIXTURE_BUDGET) throw new Error(`fixture is ${total} bytes, over ${FIXTURE_BUDGET}`);
  return { pkgs, total };
}

function main() {
  const a = args(process.argv.slice(2));
  const pool = candidates(a.from);
  const chosen = select(pool);
  const pkgs = chosen.map((p) => ({ ...p, ...snapshotPackage(p, PACKAGE_BUDGET) }));
  const total = pkgs.reduce((n, p) => n + p.bytes, 0);
  for (const p of pkgs) console.log(`${p.name.padEnd(28)} ${(p.dep5 ? 'DEP-5' : 'free ').padEnd(6)} ${String(p.licence).padEnd(26)} ${String(p.kept.length).padStart(3)} files ${String(Math.round(p.bytes / 1024)).padStart(4)} KB`);
  console.log(`${pkgs.length} packages (of ${pool.length} candidates), ${pkgs.reduce((n, p) => n + p.kept.length, 0)} files, ${(total / 1024 / 1024).toFixed(2)} MB`);
  if (total > TOTAL_BUDGET) throw new Error(`snapshot is ${total} bytes, over the ${TOTAL_BUDGET} byte budget`);
  const fixture = buildFixture(a.from);
  console.log(`fixture: ${fixture.pkgs.length} packages, ${(fixture.total / 1024).toFixed(1)} KB`);
  if (a.dryRun) return;
  writeTree(OUT, pkgs);
  fs.writeFileSync(path.join(here, 'README.md'), readme(a.from, pkgs, total));
  writeTree(FIXTURE_OUT, fixture.pkgs);
  console.log(`wrote ${path.relative(root, OUT)}/, ${path.relative(root, path.join(here, 'README.md'))}, ${path.relative(root, FIXTURE_OUT)}/`);
}

main();
