// Profiling helper (not a bench): summarises .cpuprofile files (as `node --cpu-prof` writes them, one per thread,
// e.g. from bench/_ingest-once.ts) by self time per function and per module, and by total (inclusive) time per
// function, for each profile in turn, biggest first. Idle and GC are reported on their own lines.
// With --tree=fraction, also the call tree (top down) of the frames above that share of the thread's busy time.
// With --under=name, only the samples whose stack holds a function of that name count (self times inside it).
// node --import tsx bench/_profile-summary.ts <file-or-dir>... [--top=N] [--tree=0.01] [--under=documentFacts]
import fs from 'node:fs';
import path from 'node:path';

interface CallFrame { functionName: string; url: string; lineNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 25);
const under = args.find((a) => a.startsWith('--under='))?.slice(8);
const treeShare = Number(args.find((a) => a.startsWith('--tree='))?.slice(7) ?? 0);
const files = args.filter((a) => !a.startsWith('--')).flatMap((a) =>
  fs.statSync(a).isDirectory() ? fs.readdirSync(a).filter((f) => f.endsWith('.cpuprofile')).sort().map((f) => path.join(a, f)) : [a]);

const shortUrl = (url: string) => {
  if (!url) return '(native)';
  const u = url.replace(/^file:\/\//, '');
  const nm = u.lastIndexOf('node_modules/');
  if (nm >= 0) return u.slice(nm + 'node_modules/'.length);
  const eng = u.indexOf('/electron/engine/');
  if (eng >= 0) return u.slice(eng + 1);
  const b = u.indexOf('/bench/');
  return b >= 0 ? u.slice(b + 1) : u;
};

function table(title: string, m: Map<string, number>, total: number): void {
  console.log(`  ${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`    ${(v / 1e6).toFixed(2).padStart(7)} s ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  }
}

for (const file of files) {
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  const inside = (id: number): boolean => {
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) if (byId.get(n)!.callFrame.functionName === under) return true;
    return false;
  };
  for (let i = 0; i < p.samples.length; i++) if (!under || inside(p.samples[i]!)) self.set(p.samples[i]!, (self.get(p.samples[i]!) ?? 0) + (p.timeDeltas[i] ?? 0));
  const total = p.endTime - p.startTime;
  const fnKey = (cf: CallFrame) => `${cf.functionName || '(anonymous)'} ${shortUrl(cf.url)}:${cf.lineNumber + 1}`;
  const byFn = new Map<string, number>();
  const byModule = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let idle = 0;
  for (const [id, t] of self) {
    const cf = byId.get(id)!.callFrame;
    if (cf.functionName === '(idle)') idle += t;
    const k = fnKey(cf);
    byFn.set(k, (byFn.get(k) ?? 0) + t);
    const mod = cf.url ? shortUrl(cf.url) : cf.functionName;
    byModule.set(mod, (byModule.get(mod) ?? 0) + t);
    // inclusive: each function once per stack
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const key = fnKey(byId.get(n)!.callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + t);
    }
  }
  console.log(`${path.basename(file)}: ${(total / 1e6).toFixed(2)} s profiled, ${((total - idle) / 1e6).toFixed(2)} s busy, ${(idle / 1e6).toFixed(2)} s idle`);
  table('self time by function', byFn, total);
  table('self time by module', byModule, total);
  table('total time by function', inclusive, total);
  if (treeShare > 0) {
    // inclusive time per node, then printed top down with the children of one frame merged
    const incl = new Map<number, number>();
    const add = (id: number): number => {
      const n = byId.get(id)!;
      let t = self.get(id) ?? 0;
      for (const c of n.children ?? []) t += add(c);
      incl.set(id, t);
      return t;
    };
    const root = p.nodes[0]!;
    add(root.id);
    const limit = treeShare * (total - idle);
    const print = (ids: number[], depth: number) => {
      const groups = new Map<string, number[]>();
      for (const id of ids) {
        const k = fnKey(byId.get(id)!.callFrame);
        if (!groups.has(k)) groups.set(k, []);
        groups.get(k)!.push(id);
      }
      const rows = [...groups].map(([k, g]) => ({ k, g, t: g.reduce((s, id) => s + incl.get(id)!, 0), self: g.reduce((s, id) => s + (self.get(id) ?? 0), 0) }));
      for (const r of rows.sort((a, b) => b.t - a.t)) {
        if (r.t < limit || r.k.startsWith('(idle)')) continue;
        console.log(`  ${'  '.repeat(depth)}${(r.t / 1e6).toFixed(2)} s (self ${(r.self / 1e6).toFixed(2)}) ${r.k}`);
        print(r.g.flatMap((id) => byId.get(id)!.children ?? []), depth + 1);
      }
    };
    console.log('  call tree');
    print(root.children ?? [], 0);
  }
  console.log();
}
