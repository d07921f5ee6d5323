// A file holding one JSON record is named by its own fields: its name key, else the field whose value is the
// file's name ("INV-0003.json", "invoice_no": "INV-0003"), and only then a name one level down (a person's
// "full_name" under "person") — so an invoice is not named after its supplier.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

const invoice = JSON.stringify({ invoice_no: 'INV-0003', supplier: { name: 'Müller Elektrotechnik GmbH', country: 'Germany' }, issued: '2024-04-10', totals: { net: 366.8 } });
const person = JSON.stringify({ person: { full_name: 'Anna Novak' }, job: { title: 'Data Engineer' } });

describe('naming a one-record JSON file', () => {
  it('takes the field that names the file before a name one level down', async () => {
    const doc = await parseFile('/data/invoices/INV-0003.json', Buffer.from(invoice));
    expect(doc.title).toBe('INV-0003');
  });
  it('still takes a name one level down when no field names the file', async () => {
    const doc = await parseFile('/data/people/profile-17.json', Buffer.from(person));
    expect(doc.title).toBe('Anna Novak');
  });
  it('without the file name field, an invoice falls back to the nested name (what the field rule changes)', async () => {
    const doc = await parseFile('/data/invoices/export.json', Buffer.from(invoice));
    expect(doc.title).toBe('Müller Elektrotechnik GmbH');
  });
  it('takes a value one or two levels down that the file is named after ("18-constitution-street.json")', async () => {
    const listing = JSON.stringify({ property: { address: '18 Constitution Street', reference: 'HK-EDI-1234', details: { bedrooms: 2 } } });
    expect((await parseFile('/data/listings/18-constitution-street.json', Buffer.from(listing))).title).toBe('18 Constitution Street');
    const place = JSON.stringify({ neighbourhood: { place: 'Canonbury', city: 'London', population: 17900 } });
    expect((await parseFile('/data/neighbourhoods/canonbury.json', Buffer.from(place))).title).toBe('Canonbury');
  });
  it('reads the file name as a slug maker writes it: "&" as "and", accents dropped', async () => {
    const wine = JSON.stringify({ wine: { cuvee: 'Bread & Roses', vintage: 2020, producer: { name: 'Kōwhai Ridge' } } });
    expect((await parseFile('/data/wines/bread-and-roses.json', Buffer.from(wine))).title).toBe('Bread & Roses');
    const paper = JSON.stringify({ paper: { titel: 'Über die Robustheit', jahr: 2022 } });
    expect((await parseFile('/data/papers/uber-die-robustheit.json', Buffer.from(paper))).title).toBe('Über die Robustheit');
  });
  it('never takes a number under a name-like key as the name ("phone": "+353 1 496 0457")', async () => {
    const dealer = JSON.stringify({ dealer: 'Liffey Motor Company', city: 'Dublin', phone: '+353 1 496 0457', opened: 1994 });
    expect((await parseFile('/data/dealers/liffey-motor-company.json', Buffer.from(dealer))).title).toBe('Liffey Motor Company');
    const contact = JSON.stringify({ phone: '+44 20 7946 0318', title: 'Upper Street Office' });
    expect((await parseFile('/data/offices/o1.json', Buffer.from(contact))).title).toBe('Upper Street Office');
  });
});

describe('a nested object that describes a thing', () => {
  it('states its name under its own key ("practice": {"name": …, "city": …} is Practice), and a name holder alone keeps its key', async () => {
    const client = JSON.stringify({ client: { full_name: 'Tom Ashdown', practice: { name: 'Clifton Clinic', city: 'Bristol' }, account: { client_since: '2015-06-30' } } });
    const doc = await parseFile('/data/clients/tom-ashdown.json', Buffer.from(client));
    expect(doc.title).toBe('Tom Ashdown');
    const rows = doc.records[0].rows.map((r) => `${r.section ?? '-'} / ${r.key}`);
    expect(rows).toContain('client / practice');
    expect(rows).not.toContain('client.practice / name');
    expect(rows).toContain('client / full_name');
  });
});

describe('records filed in a group', () => {
  it('gives each member of a group that holds only its name and its members that name ({"continent": "Europe", "places": […]})', async () => {
    const atlas = JSON.stringify({ atlas: { edition: '2024', continents: [
      { continent: 'Europe', places: [{ place: 'Morovia', people: { population: 253268 } }, { place: 'Stavavia', people: { population: 1000 } }] },
      { continent: 'Asia', places: [{ place: 'Ryoakh', continent: 'Asia (East)', people: { population: 594492 } }] },
    ] } });
    const doc = await parseFile('/data/atlas.json', Buffer.from(atlas));
    const of = (name: string) => doc.records.find((r) => r.subject === name)!.rows.map((r) => `${r.key}=${r.value}`);
    expect(of('Morovia')).toContain('continent=Europe');
    expect(of('Stavavia')).toContain('continent=Europe');
    // a member stating the field itself keeps its own value
    expect(of('Ryoakh')).toContain('continent=Asia (East)');
    expect(of('Ryoakh')).not.toContain('continent=Asia');
    // an empty list says there are none
    const island = JSON.stringify({ places: [{ place: 'Nuiiti', borders: [], people: { population: 9000 } }] });
    const n = await parseFile('/data/islands.json', Buffer.from(island));
    expect(n.records.find((x) => x.subject === 'Nuiiti')!.rows.map((x) => `${x.key}=${x.value}`)).toContain('borders=none');
    // a record with more than its name and members is a thing whose array it lists, not a group
    const recipe = JSON.stringify({ recipes: [{ dish: 'Pad Thai', cuisine: 'Thai', ingredients: [{ name: 'Rice noodles' }, { name: 'Tofu' }] }] });
    const r = await parseFile('/data/recipes.json', Buffer.from(recipe));
    expect(r.records.find((x) => x.subject === "Tofu")?.rows.map((x) => x.key) ?? []).not.toContain('dish');
  });
});

describe('items whose names do not tell them apart', () => {
  it("names API results by their identifier, not by a nested object's label", async () => {
    const item = (n: string, label: string) => ({ number: n, state: 'Closed', priority: { code: 'P3', label }, category: 'Hardware' });
    const json = JSON.stringify({ results: [item('INC-10699', 'Medium'), item('INC-10710', 'Medium'), item('INC-10637', 'High'), item('INC-10549', 'Medium')] });
    const doc = await parseFile('dump.json', Buffer.from(json));
    expect(doc.records.map((r) => r.subject).filter((s) => s.startsWith('INC'))).toEqual(['INC-10699', 'INC-10710', 'INC-10637', 'INC-10549']);
  });
});

describe('a collection whose items each hold an object keyed as one item of it', () => {
  // "tickets": [{"ticket": {"key": …}, "asset": {"name": …}}]: the "ticket" object is the item; the asset is another
  // thing the ticket names, not the ticket's name
  const ticket = (key: string, asset: string, person: string) => ({ ticket: { key, status: 'open' }, asset: { name: asset }, people: { assignee: { name: person } }, cost: { amount: 100, currency: 'DKK' } });
  const exportFile = JSON.stringify({ source: 'maintenance desk', tickets: [ticket('MT-2403', 'Hvidbjerg Mølle 2', 'Jonas Kjær'), ticket('MT-2411', 'Allendale Mill Hydro', 'Gareth Pryce'), ticket('MT-2419', 'Hvidbjerg Mølle 2', 'Sofie Lund'), ticket('MT-2426', 'Brackenridge Turbine 1', 'Jonas Kjær')] });
  it('names each item by that object\'s identifier, and the other object\'s name is a field of it', async () => {
    const doc = await parseFile('/data/maintenance/tickets-export.json', Buffer.from(exportFile));
    const names = doc.records.map((r) => r.subject);
    expect(names).toEqual(expect.arrayContaining(['MT-2403', 'MT-2411', 'MT-2419', 'MT-2426']));
    expect(names).not.toContain('Hvidbjerg Mølle 2');
    const first = doc.records.find((r) => r.subject === 'MT-2403')!;
    expect(first.rows.some((r) => r.key === 'asset' && r.value === 'Hvidbjerg Mølle 2')).toBe(true);
  });
  it('takes that object\'s own name where it has one', async () => {
    const named = JSON.stringify({ releases: [1, 2, 3].map((i) => ({ release: { title: `Night Train ${i}`, year: 2020 + i }, label: { name: 'Grey Owl Records' } })) });
    const doc = await parseFile('/data/music/releases.json', Buffer.from(named));
    expect(doc.records.map((r) => r.subject)).toEqual(expect.arrayContaining(['Night Train 1', 'Night Train 2', 'Night Train 3']));
  });
});

describe('a description beside an identifier', () => {
  it('names no item: the identifier every item has does ("nummer" over a Dutch "omschrijving")', async () => {
    const change = (nummer: string, omschrijving: string) => ({ nummer, omschrijving, status: 'goedgekeurd', bedrag: { waarde: 24600, munt: 'EUR' } });
    const exportFile = JSON.stringify({ export: 'WerfPlanner', wijzigingen: [change('CO-2025-002', 'Bijkomende palen zone C (6 st.)'), change('CO-2025-005', 'Verhoogde vloerbelasting hal 3'), change('CO-2025-007', 'Extra sectionale poorten (2 st.)')] });
    const doc = await parseFile('/data/belgium/wijzigingen-export.json', Buffer.from(exportFile));
    expect(doc.records.map((r) => r.subject)).toEqual(expect.arrayContaining(['CO-2025-002', 'CO-2025-005', 'CO-2025-007']));
    const csv = ['Ref,Description,Value,Status', 'CO-2025-001,Break out old footings,18400,Approved', 'CO-2025-003,Bathroom pod change,46750,Approved', 'CO-2025-004,Extra drainage run,6480,Rejected'].join('\n');
    expect((await parseFile('/data/log.csv', Buffer.from(csv))).records.map((r) => r.subject)).toEqual(['CO-2025-001', 'CO-2025-003', 'CO-2025-004']);
  });
});

describe('a collection keyed by no word for its items, each item an object of objects', () => {
  // "items": [{"application": {"reference": …}, "site": {…}, "agent": {"code": …}}]: the first object whose identifier
  // is each item's own names it; an object of codes the items share names none
  const item = (ref: string, ward: string, agent: string) => ({ application: { reference: ref, proposal: 'Extension' }, site: { ward }, agent: { code: agent }, status: 'decided' });
  const api = JSON.stringify({ export: { system: 'DM API', count: 4 }, items: [item('25/00109/HH', 'Abbey', 'RBD'), item('25/00248/FUL', 'Castle', 'RBD'), item('25/00339/ADV', 'Abbey', 'HBA'), item('25/00401/HH', 'Brookside', 'RBD')] });
  it('names each item by that identifier, its other objects fields of it', async () => {
    const doc = await parseFile('/data/exports/dm-api-export-2025-10-01.json', Buffer.from(api));
    expect(doc.records.map((r) => r.subject)).toEqual(expect.arrayContaining(['25/00109/HH', '25/00248/FUL', '25/00339/ADV', '25/00401/HH']));
    const first = doc.records.find((r) => r.subject === '25/00248/FUL')!;
    expect(first.rows.find((r) => r.key === 'ward')?.value).toBe('Castle');
    // the export's own record keeps only what the export says of itself
    const page = doc.records.find((r) => r.kind === 'page')!;
    expect(page.rows.some((r) => r.value === 'Castle')).toBe(false);
  });
  it('names none by an object whose codes items share', async () => {
    const shared = JSON.stringify({ items: [0, 1, 2, 3].map((i) => ({ agent: { code: i < 2 ? 'RBD' : 'HBA' }, site: { ward: `Ward ${i}` } })) });
    const doc = await parseFile('/data/exports/list.json', Buffer.from(shared));
    expect(doc.records.map((r) => r.subject)).not.toContain('RBD');
  });
});

describe('an object of a number and a unit', () => {
  it('is one quantity, but a one-letter "unit" only under a key saying it is one', async () => {
    const json = JSON.stringify({ objects: [
      { id: 'M81', distance: { value: 3.6, unit: 'Mpc' }, photometry: { band: 'V', mag: 6.9 }, supply: { value: 12, unit: 'V' } },
      { id: 'M82', distance: { value: 3.5, unit: 'Mpc' }, photometry: { band: 'V', mag: 8.4 }, supply: { value: 9, unit: 'V' } },
    ] });
    const doc = await parseFile('/d/targets/catalogue.json', Buffer.from(json));
    const rows = doc.records.flatMap((r) => r.rows.map((x) => `${x.key} = ${x.value}`));
    expect(rows).toContain('distance = 3.6 Mpc');
    expect(rows).toContain('supply = 12 V');
    expect(rows).toContain('mag = 6.9');
    expect(rows).not.toContain('photometry = 6.9 V');
  });
});

describe("a record's list of parts told apart only by a day or a month", () => {
  it('keeps them parts of the record, never items named "MON" or "WED"', async () => {
    const schedule = JSON.stringify({ shows: [
      { id: 'GW-BRK', title: 'Gwynn Breakfast', slots: ['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => ({ day, start: '07:00', duration: 'PT3H' })) },
      { id: 'GW-MID', title: 'Mid-Morning with Dem', slots: ['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => ({ day, start: '10:00', duration: 'PT2H' })) },
      { id: 'GW-JAZ', title: 'Jazz on the Quay', slots: [{ day: 'WED', start: '20:00', duration: 'PT1H30M' }] },
    ] });
    const doc = await parseFile('/data/schedule/export.json', Buffer.from(schedule));
    expect(doc.records.map((r) => r.subject).sort()).toEqual(['Gwynn Breakfast', 'Jazz on the Quay', 'Mid-Morning with Dem']);
    const breakfast = doc.records.find((r) => r.subject === 'Gwynn Breakfast')!;
    expect(breakfast.rows.filter((r) => r.key === 'duration').map((r) => r.value)).toEqual(['PT3H', 'PT3H', 'PT3H', 'PT3H', 'PT3H']);
  });

  it('names a record by a name written in parts, and reads codes as the legend of the file spells them', async () => {
    const member = (id: string, display: string, given: string, family: string, category: string, site: string) => ({ id, person: { name: { display, given, family } }, membership: { category, home_site: site } });
    const exportFile = JSON.stringify({
      export: { system: 'MMS 3.4', site_codes: { SVN: 'Severnside', HPK: 'Hawthorn Park' }, categories: { ADULT: 'Adult', CONC: 'Concession (60+)' } },
      members: [member('WV-104178', 'Rhys Patel', 'Rhys', 'Patel', 'CONC', 'SVN'), member('WV-130152', 'Molly Rowley', 'Molly', 'Rowley', 'ADULT', 'HPK'), member('WV-128143', 'Bethan Owen', 'Bethan', 'Owen', 'ADULT', 'XYZ')],
    });
    const doc = await parseFile('/data/exports/members.json', Buffer.from(exportFile));
    const rhys = doc.records.find((r) => r.subject === 'Rhys Patel')!;
    expect(rhys).toBeDefined();
    expect(rhys.rows.find((r) => r.key === 'home_site')?.value).toBe('Severnside');
    expect(rhys.rows.find((r) => r.key === 'category')?.value).toBe('Concession (60+)');
    // (a code no legend spells out stays as written)
    expect(doc.records.find((r) => r.subject === 'Bethan Owen')!.rows.find((r) => r.key === 'home_site')?.value).toBe('XYZ');
  });

  it('names items by the identifier an object of each holds where the names they give are shared', async () => {
    const shows = JSON.stringify({ data: ['P26-002', 'P26-003', 'P26-004', 'P26-005'].map((id, i) => ({ instance: { id, start: `2026-02-0${i + 1}T19:30:00` }, event: { title: i < 3 ? 'Blackhouse' : 'Kelpie' }, venue: { name: `Venue ${i}` }, inventory: { sold: 100 + i } })) });
    const doc = await parseFile('/data/box-office/ticketing.json', Buffer.from(shows));
    expect(doc.records.filter((r) => r.kind === 'json').map((r) => r.subject)).toEqual(['P26-002', 'P26-003', 'P26-004', 'P26-005']);
  });

  it('names items no field names by the object each opens with, as a table names its rows', async () => {
    const taxa = JSON.stringify({ source: 'collection database', taxa: [['Reticulated giraffe', 'Giraffa reticulata'], ["Grevy's zebra", 'Equus grevyi'], ['Red panda', 'Ailurus fulgens']].map(([common, scientific]) => ({ taxon: { common, scientific, class: 'Mammal' }, iucn: { category: 'EN' } })) });
    const doc = await parseFile('/data/species/taxon-data.json', Buffer.from(taxa));
    expect(doc.records.filter((r) => r.kind === 'json').map((r) => r.subject)).toEqual(['Reticulated giraffe', "Grevy's zebra", 'Red panda']);
  });

  it("names items by the field that tells them apart, as a table's rows, where the name an object of each gives is shared", async () => {
    const dish = (id: string, name: string, menu: string) => ({ id, dish: name, menu: { name: menu }, course: 'main', portion: { weight_g: 130 } });
    const json = JSON.stringify({ source: 'Galley recipe system', recipes: [dish('R-0100', 'Haggis bonbons', 'Wedding Breakfast'), dish('R-0107', 'Fillet of Scotch beef', 'Wedding Breakfast'), dish('R-0114', 'Raspberry and almond tart', 'Wedding Breakfast'), dish('R-0121', 'Hand-dived scallops', 'Seafood Celebration')] });
    const doc = await parseFile('/data/kitchen/recipe-system-export.json', Buffer.from(json));
    expect(doc.records.filter((r) => r.kind === 'json').map((r) => r.subject)).toEqual(['Haggis bonbons', 'Fillet of Scotch beef', 'Raspberry and almond tart', 'Hand-dived scallops']);
  });

  it('names the items of a collection whose plural is made with -es by the field named as one of them ("proveedores", "proveedor")', async () => {
    const json = JSON.stringify({ proveedores: [{ proveedor: 'Recambios Turia S.L.', ciudad: 'Valencia', plazo_entrega: '1 día' }, { proveedor: 'Autopiezas Levante', ciudad: 'Paterna', plazo_entrega: '2 días' }] });
    const doc = await parseFile('/data/valencia/proveedores.json', Buffer.from(json));
    expect(doc.records.map((r) => r.subject)).toEqual(['Recambios Turia S.L.', 'Autopiezas Levante']);
  });
});

describe('an export written in another language', () => {
  // (a Swedish customer register: "namn" is its name key, "förnamn"/"efternamn" the parts of it, and a measure given
  // as {"värde": 108, "enhet": "cm"} is the value of its parent in that unit, as {"value", "unit"} is)
  const register = JSON.stringify({
    system: 'Vallgatan kundregister',
    kunder: [
      { kundnummer: 'KV-2089', namn: { förnamn: 'Erik', efternamn: 'Lindqvist', fullständigt: 'Erik Lindqvist' }, mått: { midja: { värde: 88, enhet: 'cm' } } },
      { kundnummer: 'KV-2037', namn: { förnamn: 'Oskar', efternamn: 'Bergström', fullständigt: 'Oskar Bergström' }, mått: { midja: { värde: 42, enhet: 'in' } } },
      { kundnummer: 'KV-2058', namn: { förnamn: 'Gustav', efternamn: 'Engström', fullständigt: 'Gustav Engström' }, mått: { midja: { värde: 92, enhet: 'cm' } } },
    ],
  });

  it('names each item by the name its name key gives in parts', async () => {
    const doc = await parseFile('/data/vallgatan/kundregister.json', Buffer.from(register));
    expect(doc.records.map((r) => r.subject)).toEqual(expect.arrayContaining(['Erik Lindqvist', 'Oskar Bergström', 'Gustav Engström']));
  });

  it('reads a measure its object gives with its unit, in that unit (42 in is over 100 cm)', async () => {
    const lib = await indexedLibrary({ 'vallgatan/kundregister.json': register }, 'kund.quarry');
    try {
      const r = await answerQuestion(lib, 'Which customers have a midja over 100 cm?');
      expect(r.items.map((i) => i.name)).toEqual(['Oskar Bergström']);
    } finally {
      lib.close();
    }
  });

  it('reads a name key in another language at an item\'s own level only: one level down it names what the item is for', async () => {
    // (a Dutch booking's "hond": {"naam": "Bram"} is the dog booked, the booking is "RES-25-024")
    const bookings = JSON.stringify({
      reserveringen: [
        { reservering: 'RES-25-024', hond: { naam: 'Bram', eigenaar: 'Sanne de Vries' }, kennel: 'Lek' },
        { reservering: 'RES-25-025', hond: { naam: 'Kiki', eigenaar: 'Pieter Jansen' }, kennel: 'Amstel' },
        { reservering: 'RES-25-027', hond: { naam: 'Saar', eigenaar: 'Femke Bakker' }, kennel: 'Vecht' },
      ],
    });
    const doc = await parseFile('/data/utrecht/reserveringen.json', Buffer.from(bookings));
    expect(doc.records.map((r) => r.subject)).toEqual(expect.arrayContaining(['RES-25-024', 'RES-25-025', 'RES-25-027']));
  });
});
