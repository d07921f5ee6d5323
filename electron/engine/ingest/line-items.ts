// Line items: the rows of a table inside a record (an invoice's, an order's) that each buy a quantity of something at
// a price — every row states three numbers, one the product of the other two ("295 × 7.66 = 2,259.70"). Such a row
// is a part of its record, not the thing it names: "Pallet Collar 1200x800" on an invoice is a line of that invoice
// whose product is the pallet collar, and its quantity and amount are the line's, never the product's. A table listing
// other things that have pages of their own (a brand's models with their prices) holds no such product, so it stays
// a table of those things.

/** A number as a cell writes it ("2,259.70", "€ 987.42", "1.234,56", "7"), or null for anything that is not one. */
export function cellNumber(text: string): number | null {
  const t = text.trim().replace(/^[^\d+-]{0,4}/u, '').replace(/[^\d]{0,4}$/u, '').replace(/[\s\u00a0]/g, '');
  if (!/^-?\d[\d.,]*$/.test(t)) return null;
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  let s: string;
  if (lastDot >= 0 && lastComma >= 0) s = lastDot > lastComma ? t.replace(/,/g, '') : t.replace(/\./g, '').replace(',', '.');
  else if (lastComma >= 0) s = /,\d{1,2}$/.test(t) && (t.match(/,/g) ?? []).length === 1 ? t.replace(',', '.') : t.replace(/,/g, '');
  else if ((t.match(/\./g) ?? []).length > 1) s = t.replace(/\./g, '');
  else s = t;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.011, Math.abs(b) * 0.005);

/** "128 GT × £0.58", "7 t x 0.95", "3 @ $12.00": a quantity (with a unit) times a price in one cell; null otherwise. */
export function productCell(text: string): { quantity: number; price: number } | null {
  const m = /^\s*(\d[\d.,]*)\s*(?:\p{L}{1,6}\.?\s*)?[×x*@]\s*([^\d\s]{0,3}\s?\d[\d.,]*)\s*(?:\/\s*\p{L}{1,6}\.?)?\s*$/u.exec(text);
  if (!m) return null;
  const quantity = cellNumber(m[1]!);
  const price = cellNumber(m[2]!);
  return quantity !== null && price !== null && quantity > 0 && price > 0 ? { quantity, price } : null;
}

export interface LineItemColumns {
  quantity: number;
  price: number;
  amount: number;
  /** Rows (by index) that total the lines above them ("Total due | | £80.89"): the whole's, not lines. */
  totals?: number[];
}

/**
 * The columns of a table whose every row is a line item: a quantity, a price and their product, the same three
 * columns in every row (`rows` are the cells of each data row, as text). Null when any row breaks the product. One of
 * each bought ("1 | $194.72 | $194.72") counts too: a table of other things seldom holds a column of ones beside two
 * equal columns. A cell may state the quantity and the price together ("128 GT × £0.58": quantity and price are
 * that one column), and rows at the end whose amount is the sum of the lines' are the table's totals.
 */
export function lineItemColumns(rows: ReadonlyArray<ReadonlyArray<string | null>>): LineItemColumns | null {
  if (!rows.length) return null;
  const numbers = rows.map((r) => r.map((c) => (c ? cellNumber(c) : null)));
  const products = rows.map((r) => r.map((c) => (c ? productCell(c) : null)));
  const ncols = Math.max(...numbers.map((r) => r.length));
  // rows at the end that total the lines: each amount the sum of the lines' amounts (a total, or net + tax)
  const withTotals = (fit: (i: number) => boolean, amount: number, cols: Omit<LineItemColumns, 'totals'>): LineItemColumns | null => {
    let end = rows.length;
    while (end > 1 && !fit(end - 1)) end--;
    if (end < 2 && rows.length > 1) return null;
    for (let i = 0; i < end; i++) if (!fit(i)) return null;
    if (end === rows.length) return cols;
    const sum = numbers.slice(0, end).reduce((s, r) => s + (r[amount] ?? 0), 0);
    const totals: number[] = [];
    for (let i = end; i < rows.length; i++) {
      const a = numbers[i]![amount];
      if (a == null || !close(sum, a)) return null;
      totals.push(i);
    }
    return { ...cols, totals };
  };
  // the amount is the last of the three where they could swap ("1 | 194.72 | 194.72")
  for (let amount = ncols - 1; amount >= 0; amount--) {
    for (let basis = 0; basis < ncols; basis++) {
      if (basis === amount) continue;
      const fit = (i: number) => {
        const q = products[i]![basis], a = numbers[i]![amount];
        return !!q && a != null && close(q.quantity * q.price, a);
      };
      const found = withTotals(fit, amount, { quantity: basis, price: basis, amount });
      if (found) return found;
    }
    for (let quantity = 0; quantity < ncols; quantity++) {
      if (quantity === amount) continue;
      for (let price = 0; price < ncols; price++) {
        if (price === amount || price === quantity) continue;
        const fit = (i: number) => {
          const r = numbers[i]!;
          const q = r[quantity], p = r[price], a = r[amount];
          if (q == null || p == null || a == null || !Number.isInteger(q) || q <= 0 || p <= 0) return false;
          return close(q * p, a);
        };
        const found = withTotals(fit, amount, { quantity, price, amount });
        if (found) return found;
      }
    }
  }
  return null;
}

/** The name of a line of `whole`: the whole's name and what the line names ("INV-0024 · Pallet Collar 1200x800"). */
export function lineItemName(whole: string, item: string): string {
  return `${whole.trim()} · ${item.trim()}`;
}
