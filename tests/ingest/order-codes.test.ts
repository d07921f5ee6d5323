// A table whose first column holds codes under a header naming a kind and its code ("Order no", "Booking ref"),
// beside a column headed by another kind ("Customer") whose values are names of records elsewhere in the folder: its
// rows are the orders, each for a customer, named by their codes — never merged into the customers' records. Unless
// the records so named state those codes as their own: "Staff no,Stylist" rows whose stylists' pages state their
// staff numbers are the stylists themselves (folder-naming.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'customers/declan-rourke.md': '# Declan Rourke\n\nTown: Leeds\nCustomer since: December 2012\nWaist: 83 cm\n',
    'customers/fergus-mcallister.md': '# Fergus McAllister\n\nTown: Harrogate\nCustomer since: March 2016\nWaist: 91 cm\n',
    'customers/george-sutcliffe.md': '# George Sutcliffe\n\nTown: Leeds\nCustomer since: June 2019\nWaist: 96 cm\n',
    'orders/order-book.csv': 'Order no;Customer;Garment;Price (£);Status\nHF-2381;George Sutcliffe;Overcoat;3525,00;Cutting\nHF-2385;Declan Rourke;Suit;3225,00;Delivered\nHF-2386;Fergus McAllister;Jacket;1950,00;Finishing\n',
  }, 'order-codes.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('rows of a table named by their codes', () => {
  it('names the orders by their numbers, each for its customer', async () => {
    const r = await answerQuestion(lib, 'Which orders cost more than £3,000?');
    expect(r.items.map((i) => i.name).sort()).toEqual(['HF-2381', 'HF-2385']);
  });

  it('keeps the customers apart from their orders', async () => {
    const r = await answerQuestion(lib, 'Which customers live in Leeds?');
    expect(r.items.map((i) => i.name).sort()).toEqual(['Declan Rourke', 'George Sutcliffe']);
    const who = await answerQuestion(lib, 'Who placed order HF-2386?');
    expect(who.answer).toContain('Fergus McAllister');
  });
});

describe('rows whose codes the records they name state as their own', () => {
  it('names the rows by their names, the stylists whose pages give those staff numbers', async () => {
    const staff = await indexedLibrary({
      'staff/hannah-price.md': '# Hannah Price\n\nStaff no.: WW-0103\nCommission: 45%\nLevel: Salon director\n',
      'staff/jess-morgan.md': '# Jess Morgan\n\nStaff no.: WW-0148\nCommission: 35%\nLevel: Senior stylist\n',
      'staff/aaron-whitfield.md': '# Aaron Whitfield\n\nStaff no.: WW-0177\nCommission: 30%\nLevel: Colourist\n',
      'reports/services-by-stylist.csv': 'Staff no,Stylist,Salon,Jan,Feb\nWW-0103,Hannah Price,Clifton,143,133\nWW-0148,Jess Morgan,Clifton,153,137\nWW-0177,Aaron Whitfield,Clifton,115,118\n',
    }, 'own-codes.quarry');
    try {
      const r = await answerQuestion(staff, 'Who is on 45% commission?');
      expect(r.items.map((i) => i.name)).toEqual(['Hannah Price']);
      const jan = await answerQuestion(staff, 'Who did more than 140 in January?');
      expect(jan.items.map((i) => i.name).sort()).toEqual(['Hannah Price', 'Jess Morgan']);
    } finally {
      staff.close();
    }
  });
});
