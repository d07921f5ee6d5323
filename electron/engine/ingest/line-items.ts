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

/**
 * The columns of a table whose every row is a line item: a quantity, a price and their product, the same three
 * columns in every row (`rows` are the cells of each data row, as text). Null when any row breaks the product. One of
 * each bought ("1 | $194.72 | $194.72") counts too: a table of other things seldom holds a column of ones beside two
 * equal columns.
 */
export function lineItemColumns(rows: ReadonlyArray<ReadonlyArray<string | null>>): { quantity: number; price: number; amount: number } | null {
  if (!rows.length) return null;
  const numbers = rows.map((r) => r.map((c) => (c ? cellNumber(c) : null)));
  const ncols = Math.max(...numbers.map((r) => r.length));
  // the amount is the last of the three where they could swap ("1 | 194.72 | 194.72")
  for (let amount = ncols - 1; amount >= 0; amount--) {
    for (let quantity = 0; quantity < ncols; quantity++) {
      if (quantity === amount) continue;
      for (let price = 0; price < ncols; price++) {
        if (price === amount || price === quantity) continue;
        const fits = numbers.every((r) => {
          const q = r[quantity], p = r[price], a = r[amount];
          if (q == null || p == null || a == null || !Number.isInteger(q) || q <= 0 || p <= 0) return false;
          return close(q * p, a);
        });
        if (fits) return { quantity, price, amount };
      }
    }
  }
  return null;
}

/** The name of a line of `whole`: the whole's name and what the line names ("INV-0024 · Pallet Collar 1200x800"). */
export function lineItemName(whole: string, item: string): string {
  return `${whole.trim()} · ${item.trim()}`;
}
