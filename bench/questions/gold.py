#!/usr/bin/env python3
"""Gold answers for Quarry's own question sets, computed from ground truth by code (standard library only).

Usage
  python3 gold.py validate [--shared DIR] [-v]        recompute the gold of the dev questions
                                                      (devices-dev.json, foods-dev.json) from their own
                                                      `constraints` and report the agreement
  python3 gold.py fill FILE... [--shared DIR]         (re)compute gold_items / gold_value of every question of
                                                      FILE from its `constraints`, in place; a question with
                                                      `paraphrase_of` keeps the dev gold, which is checked
                                                      against a recomputation
  python3 gold.py show FILE [--shared DIR]            print every question with its gold (for review)
  python3 gold.py check FILE [--shared DIR]           like fill, but only report questions whose stored gold
                                                      differs from the recomputed one (exit 1 if any)

Ground truth (never the product's output)
  devices: /work/shared/datasets/product_specs/gsmarena_devices_v3/devices_v3.csv, restricted to the devices
           the corpus contains (their names are read from the corpus files' titles / catalogue rows, nothing
           else is read from the corpus). The corpus generator's cleaning is re-applied: weights below 50 g
           and prices of 0 are missing values.
  foods:   /work/shared/datasets/foods-source/facts.csv (every numeric fact, per 100 g). Food group comes from
           the IFCT code letter (A = Cereals and Millets ... T = Edible Oils and Fats). The four text
           attributes the tables give but facts.csv does not (scientific name, Hindi name, diet, regions
           sampled) are read from the corpus files' structured metadata (front matter, 'About' rows, JSON keys,
           export columns); they are used only by lookup questions about those attributes.

The constraint format (the dev files' shapes, plus documented extensions) is described in README.md.
"""
import argparse
import csv
import html
import io
import json
import math
import os
import re
import sys

# ------------------------------------------------------------------------------------------- units
# factor to convert a value in `unit` to the canonical unit of the field (canonical unit = suffix of name)
UNIT_TO_CANON = {
    # mass
    ('g', 'g'): 1.0, ('oz', 'g'): 28.349523125, ('lb', 'g'): 453.59237, ('kg', 'g'): 1000.0,
    ('mg', 'g'): 0.001, ('ug', 'g'): 1e-6,
    ('mg', 'mg'): 1.0, ('g', 'mg'): 1000.0, ('ug', 'mg'): 0.001,
    ('ug', 'ug'): 1.0, ('mg', 'ug'): 1000.0,
    # length
    ('mm', 'mm'): 1.0, ('cm', 'mm'): 10.0, ('in', 'mm'): 25.4,
    ('in', 'in'): 1.0, ('cm', 'in'): 1 / 2.54, ('mm', 'in'): 1 / 25.4,
    # capacity / memory
    ('mah', 'mah'): 1.0, ('ah', 'mah'): 1000.0,
    ('gb', 'gb'): 1.0, ('tb', 'gb'): 1024.0, ('mb', 'gb'): 1 / 1024,
    # energy
    ('kj', 'kj'): 1.0, ('kcal', 'kj'): 4.184,
    ('kcal', 'kcal'): 1.0, ('kj', 'kcal'): 1 / 4.184,
    # money
    ('eur', 'eur'): 1.0,
}


def canon_unit(field):
    return field.rsplit('_', 1)[1] if '_' in field else None


def to_canon(value, unit, field):
    """A threshold given in `unit` -> the field's canonical unit."""
    if unit is None:
        return value
    cu = canon_unit(field)
    f = UNIT_TO_CANON.get((unit.lower(), cu))
    if f is None:
        raise ValueError('no conversion from %s to the unit of %s' % (unit, field))
    if isinstance(value, list):
        return [v * f for v in value]
    return value * f


def from_canon(value, unit, field):
    """A value in the field's canonical unit -> `unit`."""
    if unit is None or value is None or isinstance(value, str):
        return value
    return value / UNIT_TO_CANON[(unit.lower(), canon_unit(field))]


# ------------------------------------------------------------------------------------------- devices
def _num(s):
    s = (s or '').strip()
    if s in ('', 'NULL'):
        return None
    try:
        return float(s)
    except ValueError:
        return None


def _int(s):
    x = _num(s)
    return None if x is None else int(round(x))


def corpus_device_names(corpus):
    """Device names as the corpus titles them (h1 of a page, '# ' heading of a note, catalogue row)."""
    names = {}
    for b in sorted(os.listdir(corpus)):
        d = os.path.join(corpus, b)
        if not os.path.isdir(d):
            continue
        for f in sorted(os.listdir(d)):
            p = os.path.join(d, f)
            rel = b + '/' + f
            t = open(p, encoding='utf-8', errors='replace').read()
            if f.endswith('.html'):
                m = re.search(r'<h1[^>]*>(.*?)</h1>', t, re.S)
                names[html.unescape(m.group(1)).strip()] = rel
            elif f.endswith('.md'):
                m = re.search(r'^# (.*)$', t, re.M)
                names[m.group(1).replace(' — spec sheet', '').strip()] = rel
            elif f.endswith(('.csv', '.tsv')):
                first = t.splitlines()[0]
                delim = '\t' if '\t' in first else (';' if first.count(';') > first.count(',') else ',')
                for r in csv.DictReader(io.StringIO(t), delimiter=delim):
                    n = r['Model'] if 'Model' in r else r['Brand'] + ' ' + r['Device']
                    names[n.strip()] = rel
    return names


def load_devices(shared):
    corpus = os.path.join(shared, 'datasets', 'devices-corpus')
    src = os.path.join(shared, 'datasets', 'product_specs', 'gsmarena_devices_v3', 'devices_v3.csv')
    files = corpus_device_names(corpus)
    out = {}
    with open(src, encoding='utf-8') as fh:
        for r in csv.DictReader(fh):
            n = r['name'].strip()
            if n not in files:
                continue
            w = _num(r['weight'])
            price = _num(r['price'])
            os_type = (r['os_type'] or '').strip()
            os_type = None if os_type in ('', 'NULL') else os_type
            osv = (r['os_version'] or '').strip()
            osv = None if osv in ('', 'NULL') else osv
            major = None
            if os_type == 'Android' and osv:
                m = re.match(r'(\d+)', osv)
                major = int(m.group(1)) if m else None
            rl, rw = (r['resolution_l'] or '').strip(), (r['resolution_w'] or '').strip()
            res = None if 'NULL' in (rl, rw) or not rl or not rw else '%sx%s' % (int(float(rl)), int(float(rw)))
            sens = (r['sensors_types'] or '').strip().lower()
            ram = (r['ram'] or '').strip()
            sto = (r['internal_storage'] or '').strip()

            def mem(s):
                m = re.match(r'([\d.]+)\s*(GB|MB|TB)', s)
                if not m:
                    return None
                v = float(m.group(1))
                return v if m.group(2) == 'GB' else (v / 1024 if m.group(2) == 'MB' else v * 1024)

            sc = _int(r['sim_count'])
            d = {
                'name': n,
                'file': files[n],
                'brand': r['brand'].strip().upper(),
                'type': r['type'].strip(),
                'year': _int(r['released_date']),
                'has_5g': r['network_technology'].strip() == '5G',
                'network_generation': r['network_technology'].strip() or None,   # 2G / 3G / 4G / 5G
                'network': (r['network_types'] or '').strip() or None,
                'os_family': os_type,
                'os_version': osv,
                'android_major': major,
                'sim_count': sc,
                'sim_type': None if (r['sim_type'] or '').strip() in ('', 'NULL') else r['sim_type'].strip(),
                'battery_mah': _num(r['battery_capacity']),
                'battery_type': None if (r['battery_type'] or '').strip() in ('', 'NULL') else r['battery_type'].strip(),
                'screen_in': _num(r['screen_size']),
                'screen_body_pct': _num(r['screen_body_ratio']),
                'resolution': res,
                'ppi': _num(r['ppi']),
                'price_eur': round(price, 2) if price else None,   # the corpus shows cents
                'cpu_cores': _int(r['cpu_core']),
                'ram_gb': mem(ram),
                'storage_gb': mem(sto),
                'weight_g': w if (w is not None and w >= 50) else None,
                'thickness_mm': _num(r['height']),
                'length_mm': _num(r['length']),
                'width_mm': _num(r['width']),
                'sensor': None if sens in ('', 'null') else sens,
            }
            out[n] = d
    return out


# ------------------------------------------------------------------------------------------- foods
FOOD_GROUPS = {
    'A': 'Cereals and Millets', 'B': 'Grain Legumes', 'C': 'Green Leafy Vegetables', 'D': 'Other Vegetables',
    'E': 'Fruits', 'F': 'Roots and Tubers', 'G': 'Condiments and Spices', 'H': 'Nuts and Oil Seeds',
    'I': 'Sugars', 'J': 'Mushrooms', 'K': 'Miscellaneous Foods', 'L': 'Milk and Milk Products',
    'M': 'Egg and Egg Products', 'N': 'Poultry', 'O': 'Animal Meat', 'P': 'Marine Fish',
    'Q': 'Marine Shellfish', 'R': 'Marine Mollusks', 'S': 'Fresh Water Fish and Shellfish',
    'T': 'Edible Oils and Fats',
}
TEXT_ATTRS = ('scientific_name', 'hindi_name', 'diet', 'regions_sampled', 'group_stated')


def food_text_attrs(corpus):
    """name -> {scientific_name, hindi_name, diet, regions_sampled, group_stated} from the files' metadata."""
    out = {}

    def put(name, **kw):
        rec = out.setdefault(name.strip(), {})
        for k, v in kw.items():
            if v is None:
                continue
            v = str(v).strip()
            if v and v.lower() not in ('n/a', 'null', '-', '—'):
                rec[k] = v

    for dp, _, fs in os.walk(corpus):
        for f in fs:
            p = os.path.join(dp, f)
            t = open(p, encoding='utf-8', errors='replace').read()
            if f.endswith('.json'):
                data = json.loads(t)
                foods = data['foods'] if isinstance(data, dict) else data
                for r in foods:
                    put(r.get('name') or r.get('food'), scientific_name=r.get('scientific_name'),
                        hindi_name=r.get('hindi_name'), diet=r.get('diet'),
                        regions_sampled=r.get('regions_sampled'),
                        group_stated=r.get('group') or r.get('food_group'))
            elif f.endswith(('.csv', '.tsv')):
                first = t.splitlines()[0]
                delim = '\t' if '\t' in first else (';' if first.count(';') > first.count(',') else ',')
                for r in csv.DictReader(io.StringIO(t), delimiter=delim):
                    name = r.get('Food') or r.get('Item') or r.get('name')
                    put(name, scientific_name=r.get('Scientific name') or r.get('Botanical name'),
                        hindi_name=r.get('Hindi name'), regions_sampled=r.get('Regions sampled'),
                        group_stated=r.get('Food group') or r.get('Category') or r.get('group'))
            elif f.endswith('.md'):
                fm = re.match(r'---\n(.*?)\n---', t, re.S)
                kv = {}
                if fm:
                    for line in fm.group(1).splitlines():
                        if ':' in line:
                            k, v = line.split(':', 1)
                            kv[k.strip().lower()] = v.strip().strip('"')
                for m in re.finditer(r'^[-*]?\s*\**([A-Za-z ]+?)\**:\**\s*(.+?)\s*$', t, re.M):
                    kv.setdefault(m.group(1).strip().lower(), m.group(2).strip())
                h = re.search(r'^# (.*)$', t, re.M)
                name = kv.get('title') or (h.group(1).strip() if h else None)
                if name:
                    put(name, scientific_name=kv.get('scientific_name') or kv.get('scientific name'),
                        hindi_name=kv.get('hindi_name') or kv.get('hindi name'), diet=kv.get('diet'),
                        regions_sampled=kv.get('regions_sampled') or kv.get('regions sampled'),
                        group_stated=kv.get('group') or kv.get('food group'))
            elif f.endswith('.html'):
                h = re.search(r'<h1[^>]*>(.*?)</h1>', t, re.S)
                if not h:
                    continue
                name = html.unescape(re.sub(r'<[^>]+>', '', h.group(1))).strip()
                pairs = {}
                for m in re.finditer(r'<(?:dt|th|td)[^>]*>(.*?)</(?:dt|th|td)>\s*<(?:dd|td)[^>]*>(.*?)</(?:dd|td)>',
                                     t, re.S):
                    k = html.unescape(re.sub(r'<[^>]+>', '', m.group(1))).strip().lower()
                    v = html.unescape(re.sub(r'<[^>]+>', '', m.group(2))).strip()
                    pairs.setdefault(k, v)
                for m in re.finditer(r'<li>\s*<b>(.*?):?</b>:?\s*(.*?)</li>', t, re.S):
                    k = html.unescape(re.sub(r'<[^>]+>', '', m.group(1))).strip().rstrip(':').lower()
                    v = html.unescape(re.sub(r'<[^>]+>', '', m.group(2))).strip()
                    pairs.setdefault(k, v)
                put(name, scientific_name=pairs.get('scientific name'), hindi_name=pairs.get('hindi name'),
                    diet=pairs.get('diet'), regions_sampled=pairs.get('regions sampled'),
                    group_stated=pairs.get('food group'))
    return out


def load_foods(shared):
    src = os.path.join(shared, 'datasets', 'foods-source', 'facts.csv')
    corpus = os.path.join(shared, 'datasets', 'foods-corpus')
    foods = {}
    with open(src, encoding='utf-8') as fh:
        for r in csv.DictReader(fh):
            n = r['name'].strip()
            d = foods.setdefault(n, {'name': n, 'code': r['code'], 'file': r['file'],
                                     'group': FOOD_GROUPS[r['code'][0]]})
            d[r['field']] = float(r['value'])
    # energy: the corpus states kJ or kcal (or both); the other is derived (1 kcal = 4.184 kJ). The derived
    # kcal is rounded as the tables round it; a derived kJ is kept unrounded (kcal * 4.184).
    for d in foods.values():
        d['energy_stated'] = [u for u in ('energy_kj', 'energy_kcal') if u in d]
        if 'energy_kj' in d and 'energy_kcal' not in d:
            d['energy_kcal'] = float(round(d['energy_kj'] / 4.184))
        elif 'energy_kcal' in d and 'energy_kj' not in d:
            d['energy_kj'] = d['energy_kcal'] * 4.184
    attrs = food_text_attrs(corpus)
    for n, d in foods.items():
        a = attrs.get(n, {})
        for k in TEXT_ATTRS:
            if k in a:
                d[k] = a[k]
        if 'regions_sampled' in d:
            try:
                d['regions_sampled'] = int(float(d['regions_sampled']))
            except ValueError:
                del d['regions_sampled']
    return foods


# ------------------------------------------------------------------------------------------- evaluation
def _lower(x):
    return x.lower() if isinstance(x, str) else x


def test(rec, cond):
    """One condition on one record. A missing value satisfies no condition (also not != / not_contains)."""
    field, op = cond['field'], cond['op']
    val = to_canon(cond.get('value'), cond.get('unit'), field) if 'unit' in cond else cond.get('value')
    x = rec.get(field)
    if x is None:
        return False
    if op == '==0':
        return x == 0
    if op == 'contains':
        return str(val).lower() in str(x).lower()
    if op == 'not_contains':
        return str(val).lower() not in str(x).lower()
    if op == 'in':
        return _lower(x) in [_lower(v) for v in val]
    if op == 'not_in':
        return _lower(x) not in [_lower(v) for v in val]
    if field == 'resolution' and op in ('==', '!='):
        # "720 x 1280" and "1280x720" name the same panel: compare the two dimensions in either order
        dims = lambda s: sorted(int(v) for v in re.findall(r'\d+', str(s)))   # noqa: E731
        return (dims(x) == dims(val)) == (op == '==')
    if op == '==':
        if isinstance(x, str) or isinstance(val, str):
            return str(x).lower() == str(val).lower()
        return abs(float(x) - float(val)) < 1e-9 if not isinstance(x, bool) else x == val
    if op == '!=':
        return not test(rec, dict(cond, op='=='))
    if op == 'startswith':
        return str(x).lower().startswith(str(val).lower())
    x = float(x)
    eps = 1e-9
    if op == '<':
        return x < val - eps
    if op == '<=':
        return x <= val + eps
    if op == '>':
        return x > val + eps
    if op == '>=':
        return x >= val - eps
    if op == 'between':                       # inclusive
        return val[0] - eps <= x <= val[1] + eps
    if op == 'between_exclusive':
        return val[0] + eps < x < val[1] - eps
    raise ValueError('unknown op %r' % op)


def _as_list(v):
    return v if isinstance(v, list) else [v]


def in_scope(rec, scope, corpus):
    if corpus == 'devices':
        if 'brand' in scope and rec['brand'] not in [b.upper() for b in _as_list(scope['brand'])]:
            return False
        if 'brand_not' in scope and rec['brand'] in [b.upper() for b in _as_list(scope['brand_not'])]:
            return False
        if 'type' in scope and rec['type'] != scope['type']:
            return False
    else:
        if 'group' in scope and rec['group'].lower() not in [g.lower() for g in _as_list(scope['group'])]:
            return False
        if 'group_not' in scope and rec['group'].lower() in [g.lower() for g in _as_list(scope['group_not'])]:
            return False
        if 'diet' in scope and str(rec.get('diet', '')).lower() != scope['diet'].lower():
            return False
    return True


def candidates(db, c, corpus):
    scope = c.get('scope') or {}
    out = [r for r in db.values() if in_scope(r, scope, corpus)]
    for cond in c.get('conditions') or []:
        out = [r for r in out if test(r, cond)]
    return out


def rnd(x, nd=6):
    if isinstance(x, float):
        r = round(x, nd)
        return int(r) if r == int(r) and abs(r) < 1e15 else r
    return x


def lookup(db, name):
    if name not in db:
        raise KeyError('unknown item %r' % name)
    return db[name]


def compute(q, db, corpus):
    """-> (gold_items, gold_value). Raises on a constraint it cannot evaluate."""
    c = q['constraints']
    kind = q['kind']
    unit = c.get('unit')                      # extension: the unit in which a value answer is expected
    item_key = 'device' if corpus == 'devices' else 'food'
    items_key = item_key + 's'
    # ---- comparison between named items
    if items_key in c:
        recs = [lookup(db, n) for n in c[items_key]]
        f = c['field']
        vals = [r.get(f) for r in recs]
        if any(v is None for v in vals):
            raise ValueError('missing %s for one of %s' % (f, c[items_key]))
        if c.get('aggregate') == 'difference':            # extension: |a - b| in `unit`
            return None, rnd(from_canon(abs(vals[0] - vals[1]), unit, f))
        if c.get('aggregate') == 'ratio':                 # extension: a / b
            return None, rnd(vals[0] / vals[1])
        best = max(vals) if c['winner'] == 'argmax' else min(vals)
        winners = [r['name'] for r, v in zip(recs, vals) if abs(v - best) < 1e-9]
        if kind == 'boolean':                              # extension: "is A heavier than B?" -> A wins alone
            return None, winners == [c[items_key][0]]
        return sorted(winners), None
    # ---- lookup of one item
    if item_key in c:
        rec = lookup(db, c[item_key])
        if 'conditions' in c:                             # foods form: boolean over conditions
            return None, all(test(rec, x) for x in c['conditions'])
        f = c['field']
        if kind == 'boolean':
            if 'op' in c:
                return None, test(rec, {'field': f, 'op': c['op'], 'value': c.get('value'), 'unit': c.get('cond_unit')}
                                  if c.get('cond_unit') else {'field': f, 'op': c['op'], 'value': c.get('value')})
            v = rec.get(f)
            if v is None:
                raise ValueError('missing %s for %s' % (f, rec['name']))
            return None, bool(v)
        v = rec.get(f)
        if v is None:
            raise ValueError('missing %s for %s' % (f, rec['name']))
        return None, rnd(from_canon(v, unit, f))
    # ---- filters, aggregates, top-N
    cands = candidates(db, c, corpus)
    agg = c.get('aggregate')
    f = c.get('field')
    if 'top' in c:
        vals = [(r[f], r['name']) for r in cands if r.get(f) is not None]
        vals.sort(key=lambda t: (-t[0] if c['order'] == 'max' else t[0]))
        n = c['top']
        if len(vals) <= n:
            return sorted(v[1] for v in vals), None
        cut = vals[n - 1][0]
        # ties at the cut: every item equal to the N-th value is included (a careful reader cannot choose)
        chosen = [nm for v, nm in vals if (v > cut - 1e-9 if c['order'] == 'max' else v < cut + 1e-9)]
        return sorted(chosen), None
    if agg in ('argmax', 'argmin'):
        vals = [(r[f], r['name']) for r in cands if r.get(f) is not None]
        if not vals:
            raise ValueError('no candidate with %s' % f)
        best = max(v for v, _ in vals) if agg == 'argmax' else min(v for v, _ in vals)
        return sorted(nm for v, nm in vals if abs(v - best) < 1e-9), None
    if agg in ('max', 'min', 'mean', 'sum', 'median'):
        vals = [r[f] for r in cands if r.get(f) is not None]
        if not vals:
            raise ValueError('no candidate with %s' % f)
        if agg == 'max':
            v = max(vals)
        elif agg == 'min':
            v = min(vals)
        elif agg == 'sum':
            v = sum(vals)
        elif agg == 'median':
            s = sorted(vals)
            v = s[len(s) // 2] if len(s) % 2 else (s[len(s) // 2 - 1] + s[len(s) // 2]) / 2
        else:
            v = sum(vals) / len(vals)
        return None, rnd(from_canon(v, unit, f))
    if agg == 'count_distinct':                               # extension: how many different values of field
        return None, len(set(r[f] for r in cands if r.get(f) is not None))
    if kind == 'count' or agg == 'count':
        return None, len(cands)
    if kind == 'boolean':
        return None, len(cands) > 0
    return sorted(r['name'] for r in cands), None


def warnings(q, db, corpus):
    """Reasons a careful reader might not reach the computed gold: an in-scope item that passes every other
    condition but has no value for one (the documents cannot decide it), or an item within rounding distance
    of a threshold that had to be converted (kcal <-> kJ, ounces -> grams ...)."""
    c = q['constraints']
    out = []
    conds = c.get('conditions') or []
    if not conds or any(k in c for k in ('device', 'food', 'devices', 'foods')):
        return out
    scope = c.get('scope') or {}
    recs = [r for r in db.values() if in_scope(r, scope, corpus)]
    for i, cond in enumerate(conds):
        others = conds[:i] + conds[i + 1:]
        for r in recs:
            not_android = cond['field'] == 'android_major' and r.get('os_family') not in (None, 'Android')
            if r.get(cond['field']) is None and not not_android and all(test(r, o) for o in others):
                out.append('%s has no %s' % (r['name'], cond['field']))
            elif (cond['field'] in ('energy_kcal', 'energy_kj') and cond['field'] not in r.get('energy_stated', [])) \
                    or 'unit' in cond:
                v = r.get(cond['field'])
                if v is None or isinstance(v, str) or cond['op'] not in ('<', '<=', '>', '>=', 'between',
                                                                         'between_exclusive'):
                    continue
                thr = _as_list(to_canon(cond['value'], cond.get('unit'), cond['field']))
                slack = 0.6 * (4.184 if cond['field'] == 'energy_kj' else 1.0) if cond['field'].startswith('energy') \
                    else 0.003 * max(abs(t) for t in thr)
                if any(abs(v - t) <= slack for t in thr) and all(test(r, o) for o in others):
                    out.append('%s: %s=%g is within rounding of the converted threshold %s' % (
                        r['name'], cond['field'], v, thr))
    return out


def evidence(q, db, corpus, items, value):
    """The files a careful reader needs: the named items' files (lookups, comparisons), the gold items' files
    (lists), the matching items' files (counts, yes/no) or the candidates' files (statistics)."""
    c = q['constraints']
    key = 'device' if corpus == 'devices' else 'food'
    if key in c:
        names = [c[key]]
    elif key + 's' in c:
        names = c[key + 's']
    elif q['kind'] == 'list':
        names = items or []
    else:
        f = c.get('field')
        names = [r['name'] for r in candidates(db, c, corpus) if f is None or r.get(f) is not None]
        if c.get('aggregate') in ('max', 'min'):
            names = [r['name'] for r in candidates(db, c, corpus)
                     if r.get(f) is not None and abs(from_canon(r[f], c.get('unit'), f) - value) < 1e-3]
    return sorted(set(db[n]['file'] for n in names if n in db))


# ------------------------------------------------------------------------------------------- comparison of gold
def same_gold(q, items, value):
    if q['kind'] == 'list':
        return sorted(q.get('gold_items') or []) == sorted(items or [])
    g = q.get('gold_value')
    if isinstance(g, bool) or isinstance(value, bool):
        return bool(g) == bool(value) and isinstance(value, bool)
    if isinstance(g, (int, float)) and isinstance(value, (int, float)):
        tol = q.get('tolerance') or 0
        return abs(g - value) <= tol + 1e-9
    return str(g).strip().lower() == str(value).strip().lower()


def corpus_of(path, q):
    if q.get('corpus'):
        return q['corpus']
    return 'foods' if 'food' in os.path.basename(path) else 'devices'


def load_db(shared, cache={}):
    if shared not in cache:
        cache[shared] = {'devices': load_devices(shared), 'foods': load_foods(shared)}
    return cache[shared]


def cmd_validate(a):
    dbs = load_db(a.shared)
    total = agree = 0
    lines = []
    for name in ('devices-dev.json', 'foods-dev.json'):
        path = os.path.join(a.shared, 'bench', name)
        qs = json.load(open(path, encoding='utf-8'))
        corpus = 'foods' if 'foods' in name else 'devices'
        n = ok = 0
        for q in qs:
            n += 1
            try:
                items, value = compute(q, dbs[corpus], corpus)
                good = same_gold(q, items, value)
            except Exception as e:  # noqa: BLE001 - reported
                good, items, value = False, None, 'ERROR %s' % e
            ok += good
            if not good or a.verbose:
                g = q['gold_items'] if q['kind'] == 'list' else q['gold_value']
                mine = items if q['kind'] == 'list' else value
                extra = ''
                if q['kind'] == 'list' and isinstance(mine, list):
                    extra = ' missing=%s extra=%s' % (sorted(set(g) - set(mine)), sorted(set(mine) - set(g)))
                lines.append('%s %s %s: dev=%s mine=%s%s' % ('OK  ' if good else 'DIFF', name, q['id'],
                                                           _short(g), _short(mine), extra))
        print('%s: %d/%d agree (%.1f%%)' % (name, ok, n, 100.0 * ok / n))
        total += n
        agree += ok
    print('overall: %d/%d agree (%.1f%%)' % (agree, total, 100.0 * agree / total))
    for ln in lines:
        print(ln)
    print('devices in the universe: %d; foods: %d' % (len(dbs['devices']), len(dbs['foods'])))
    return 0 if agree == total else 1


def _short(x):
    if isinstance(x, list) and len(x) > 6:
        return '[%d items]' % len(x)
    return json.dumps(x, ensure_ascii=False)


def cmd_fill(a, write=True):
    dbs = load_db(a.shared)
    bad = 0
    devdev = {q['id']: q for q in json.load(open(os.path.join(a.shared, 'bench', 'devices-dev.json')))}
    devdev.update({q['id']: q for q in json.load(open(os.path.join(a.shared, 'bench', 'foods-dev.json')))})
    for path in a.files:
        qs = json.load(open(path, encoding='utf-8'))
        ids = set()
        for q in qs:
            if q['id'] in ids:
                print('%s: duplicate id %s' % (path, q['id']))
                bad += 1
            ids.add(q['id'])
            corpus = corpus_of(path, q)
            try:
                items, value = compute(q, dbs[corpus], corpus)
            except Exception as e:  # noqa: BLE001
                print('%s %s: cannot compute: %s' % (path, q['id'], e))
                bad += 1
                continue
            if q.get('paraphrase_of'):
                d = devdev[q['paraphrase_of']]
                if q['constraints'] != d['constraints']:
                    print('%s %s: constraints differ from %s' % (path, q['id'], d['id']))
                    bad += 1
                for k in ('category', 'kind', 'gold_items', 'gold_value', 'tolerance'):
                    if write:
                        q[k] = d[k]
                if not same_gold(q, items, value):
                    print('%s %s: recomputed gold differs from the dev gold of %s' % (path, q['id'], d['id']))
                continue
            if q['kind'] == 'list':
                new_items, new_value = items, None
            else:
                new_items, new_value = [], value
            old = (q.get('gold_items'), q.get('gold_value'))
            if not write and (sorted(old[0] or []) != sorted(new_items or []) or old[1] != new_value):
                print('%s %s: stored gold %s differs from recomputed %s' % (path, q['id'], _short(old),
                                                                           _short((new_items, new_value))))
                bad += 1
            if write:
                q['gold_items'] = new_items
                q['gold_value'] = new_value
                q['evidence_files'] = evidence(q, dbs[corpus], corpus, items, value)
                if q['kind'] == 'list':
                    q['tolerance'] = None
                elif q.get('tolerance') is None:
                    q['tolerance'] = 0
        if write:
            with open(path, 'w', encoding='utf-8') as fh:
                fh.write('[\n' + ',\n'.join(json.dumps(q, ensure_ascii=False) for q in qs) + '\n]\n')
            print('%s: %d questions filled' % (path, len(qs)))
    return 1 if bad else 0


def cmd_show(a):
    dbs = load_db(a.shared)
    for path in a.files:
        for q in json.load(open(path, encoding='utf-8')):
            corpus = corpus_of(path, q)
            try:
                items, value = compute(q, dbs[corpus], corpus)
            except Exception as e:  # noqa: BLE001
                items, value = None, 'ERROR %s' % e
            g = items if q['kind'] == 'list' else value
            if items is None and isinstance(value, str) and value.startswith('ERROR'):
                g = value
            if isinstance(g, list) and len(g) > 8:
                g = g[:8] + ['... (%d)' % len(g)]
            print('%-14s %-15s %-7s %s\n    -> %s' % (q['id'], q['category'], q['kind'], q['question'],
                                                     json.dumps(g, ensure_ascii=False)))
            ws = warnings(q, dbs[corpus], corpus)
            for w in ws[:6]:
                print('    WARNING %s' % w)
            if len(ws) > 6:
                print('    WARNING ... %d more' % (len(ws) - 6))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('command', choices=('validate', 'fill', 'show', 'check'))
    ap.add_argument('files', nargs='*')
    here = os.path.dirname(os.path.abspath(__file__))
    cands = [os.environ.get('QUARRY_SHARED'), os.path.join(here, '..', '..', '..', 'shared'), '/work/shared']
    default = next((os.path.normpath(c) for c in cands if c and os.path.isdir(os.path.join(c, 'datasets'))), None)
    ap.add_argument('--shared', default=default or 'shared')
    ap.add_argument('-v', '--verbose', action='store_true')
    a = ap.parse_args()
    if not os.path.isdir(os.path.join(a.shared, 'datasets')):
        sys.exit('shared data not found at %s (use --shared DIR or QUARRY_SHARED)' % a.shared)
    if a.command == 'validate':
        return cmd_validate(a)
    if a.command == 'fill':
        return cmd_fill(a)
    if a.command == 'check':
        return cmd_fill(a, write=False)
    return cmd_show(a)


if __name__ == '__main__':
    sys.exit(main())
