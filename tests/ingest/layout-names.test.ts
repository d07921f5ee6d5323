// Names and records a file's layout gives, as the rest of its folder writes them: a code after the words saying what
// a sheet or a section is ("Job ticket PJ-2025-049", "Encomenda ENC-LN-07"), a page's breadcrumb ending with the code
// its file is named by, a title's name before brackets that a field states, the part of a title that is its file's
// name, an asset's own code never prefixed by its make, titles above fields laid out one unit each (an infobox of
// sections), the items of a JSON collection whose name-like key holds an object, and a CSV preamble a blank line sets
// apart from the table. Each was a whole file read as nothing but a page (stop 47's working set).
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';

const parse = (p: string, text: string) => parseFile(p, Buffer.from(text, 'utf8'));
const subjects = async (p: string, text: string) => (await parse(p, text)).records.map((r) => r.subject);
const rowsOf = async (p: string, text: string, subject: string) =>
  Object.fromEntries(((await parse(p, text)).records.find((r) => r.subject === subject)?.rows ?? []).map((r) => [r.key, r.value]));

describe('a sheet or a section named by its code', () => {
  it('names a sheet titled by a few words and its code, stated in a list of its fields, by the code', async () => {
    const md = '# Job ticket PJ-2025-049\n\nBusiness cards for Bangor Marina Hotel.\n\n## Job\n\n- Job no: PJ-2025-049\n- Client: Bangor Marina Hotel\n- Quantity: 500\n';
    expect(await subjects('/f/jobs/tickets/PJ-2025-049.md', md)).toEqual(['PJ-2025-049']);
    // (a title saying more after the code names no code)
    expect(await subjects('/f/jobs/tickets/PJ-2025-049.md', md.replace('# Job ticket PJ-2025-049', '# Job ticket PJ-2025-049 for Bangor Marina Hotel'))).not.toContain('PJ-2025-049');
  });

  it('names a sheet by a code its file name writes without the space the code is written with ("ficha-8032ljm.txt")', async () => {
    const txt = 'FICHA DE VEHÍCULO — 8032 LJM\n\nMatrícula: 8032 LJM\nMarca y modelo: Renault Kangoo\nCombustible: Diésel\nKilómetros: 183.100\n';
    expect(await subjects('/f/valencia/vehiculos/ficha-8032ljm.txt', txt)).toEqual(['8032 LJM']);
    // (a file named by another code keeps the title)
    expect(await subjects('/f/valencia/vehiculos/ficha-6335kgc.txt', txt)).not.toContain('8032 LJM');
  });

  it('names sibling sections headed by the same word and a code each by their codes', async () => {
    const md = '# Encomendas do bar\n\n## Encomenda ENC-LN-07\n\n- Fornecedor: Cervejaria Ribeira\n- Total: 842,60 €\n- Entregue: sim\n\n## Encomenda ENC-LN-09\n\n- Fornecedor: Doces da Sé\n- Total: 365,40 €\n- Entregue: não\n';
    expect(await subjects('/f/porto/encomendas.md', md)).toEqual(expect.arrayContaining(['ENC-LN-07', 'ENC-LN-09']));
    // (headings of different words, or of words alone, keep their names)
    const mixed = md.replace('## Encomenda ENC-LN-09', '## Pedido ENC-LN-09');
    expect(await subjects('/f/porto/encomendas.md', mixed)).toEqual(expect.arrayContaining(['Encomenda ENC-LN-07', 'Pedido ENC-LN-09']));
  });

  it("names a page by the code its file is named by where its breadcrumb ends with it", async () => {
    const html = `<html><head><title>Event LC-250719-E</title></head><body><nav>Lantern Cinemas &rsaquo; Events &rsaquo; LC-250719-E</nav>
<h1>The Velvet Curtain — Introduced by a film historian</h1><p>Event screening at Lantern Canton.</p>
<table><tr><th>Field</th><th>Detail</th></tr><tr><td>Film</td><td>The Velvet Curtain</td></tr><tr><td>Tickets sold</td><td>89</td></tr></table></body></html>`;
    const doc = await parse('/f/events/lc-250719-e.html', html);
    expect(doc.records.map((r) => r.subject)).toEqual(['LC-250719-E']);
    expect(doc.records[0]!.categoryHints).not.toContain('LC-250719-E');
    // (a file named otherwise keeps the heading's name)
    expect((await parse('/f/events/velvet.html', html)).records.map((r) => r.subject)).not.toContain('LC-250719-E');
  });
});

describe('a name a title gives beside what the page is', () => {
  it('names a page by the name before its title’s brackets where a field states that name', async () => {
    const md = '---\nkiln: Puffin\nroom: Kiln room\n---\n\n# Puffin (toploader)\n\n| Field | Value |\n|---|---|\n| Chamber | 100 litres |\n| Top temperature | 1,260 °C |\n';
    expect(await subjects('/f/kilns/puffin.md', md)).toContain('Puffin');
    expect(await subjects('/f/kilns/puffin.md', md.replace('kiln: Puffin', 'kiln: Gannet'))).toContain('Puffin (toploader)');
    // (a code in brackets is the item's code, its other name, kept with it)
    const coded = '# ASTRAL (MCR-2023-03)\n\n- Study code: MCR-2023-03\n- Acronym: ASTRAL\n- Phase: Phase III\n';
    expect(await subjects('/f/studies/mcr-2023-03-astral.md', coded)).toContain('ASTRAL (MCR-2023-03)');
  });

  it("names a page by the part of its title that is its file's name", async () => {
    const md = '# Ficha de traductor/a: Irene Soriano\n\n## Datos\n\n- Código: TT-046\n- Tarifa por hora: 40 €/h\n- Ciudad: Valencia\n';
    expect(await subjects('/f/traductores/irene-soriano.md', md)).toContain('Irene Soriano');
    // (a file name of one word may be what the page is, not whom)
    expect(await subjects('/f/traductores/ficha.md', md)).not.toContain('Irene Soriano');
    // (a part written as no name says what the file is: "Mobilisation note" of mobilisation-note.md)
    const note = '# Mobilisation note — Sileby Leisure Centre Roof Replacement\n\nWe start on site on Monday 12 May 2025.\n\n- Client: Charnwood Borough Council\n- Contract sum: £780k\n';
    expect(await subjects('/f/projects/mobilisation-note.md', note)).not.toContain('Mobilisation note');
  });
});

describe('records a layout states', () => {
  it("never prefixes an asset's own code with its make", async () => {
    const tsv = 'Asset tag\tType\tMake\tModel\tStation\nRG-1014\tRain gauge\tHydrological Services\tTB4\tAchnasheen\nAN-2203\tCup anemometer\tVector Instruments\tA100R\tAchnasheen\nTH-3301\tT/RH probe\tVaisala\tHMP155\tGlen Affric\n';
    expect(await subjects('/f/instruments/inventory.tsv', tsv)).toEqual(['RG-1014', 'AN-2203', 'TH-3301']);
    // (a model, a name, is qualified by its make as before)
    const models = 'Model\tMake\tType\nTB4\tHydrological Services\tRain gauge\nA100R\tVector Instruments\tAnemometer\nHMP155\tVaisala\tProbe\n';
    expect(await subjects('/f/instruments/models.tsv', models)).toEqual(['Hydrological Services TB4', 'Vector Instruments A100R', 'Vaisala HMP155']);
  });

  it('reads titles above fields laid out one unit each as items, where most state alike fields', async () => {
    const person = (name: string, pos: string, pay: string, joined: string) =>
      `<div class="section">${name}</div><div class="row"><span>Position</span><span>${pos}</span></div><div class="row"><span>Pay</span><span>${pay}</span></div><div class="row"><span>Joined</span><span>${joined}</span></div>`;
    const html = `<html><body><h1>The grooming team</h1><div class="box"><div class="title">The grooming team</div>${person('Amy Calvert', 'Senior groomer', '£15.50 per hour', '05.09.2016')}${person('Kieran Booth', 'Groomer', '£13.20 per hour', '14.06.2021')}</div></body></html>`;
    const doc = await parse('/f/staff/grooming-team.html', html);
    expect(doc.records.map((r) => r.subject)).toEqual(expect.arrayContaining(['Amy Calvert', 'Kieran Booth']));
    expect(Object.fromEntries(doc.records.find((r) => r.subject === 'Kieran Booth')!.rows.map((r) => [r.key, r.value]))).toMatchObject({ Position: 'Groomer', Joined: '14.06.2021' });
    // (one title above its fields is the page's own)
    const one = `<html><body><h1>The grooming team</h1><div class="box"><div class="title">The grooming team</div>${person('Amy Calvert', 'Senior groomer', '£15.50 per hour', '05.09.2016')}</div></body></html>`;
    expect((await parse('/f/staff/grooming-team.html', one)).records.map((r) => r.subject)).not.toContain('Kieran Booth');
  });

  it('keeps titles over fields on the page where only a few of them state alike fields (aspects of one item)', async () => {
    const box = (title: string, rows: Array<[string, string]>) => `<div class="section">${title}</div>${rows.map(([k, v]) => `<div class="row"><span>${k}</span><span>${v}</span></div>`).join('')}`;
    const html = `<html><body><h1>Aster X2</h1><div class="box">${[
      box('Display', [['Size', '6.1 in'], ['Resolution', '1080 x 2400'], ['Type', 'OLED']]),
      box('Main camera', [['Resolution', '50 MP'], ['Video', '4K'], ['Features', 'HDR']]),
      box('Selfie camera', [['Resolution', '12 MP'], ['Video', '1080p'], ['Features', 'HDR']]),
      box('Battery', [['Capacity', '4500 mAh'], ['Charging', '25 W'], ['Removable', 'No']]),
      box('Launch', [['Announced', '2024'], ['Status', 'Available'], ['Price', '€499']]),
    ].join('')}</div></body></html>`;
    const subjects = (await parse('/f/phones/aster-x2.html', html)).records.map((r) => r.subject);
    expect(subjects).not.toContain('Main camera');
    expect(subjects).not.toContain('Selfie camera');
  });

  it("names a JSON collection's items by their codes where a name-like key holds an object", async () => {
    const order = (ref: string, account: string, type: string) => ({ orderRef: ref, portalId: `W2P-${ref.slice(-3)}1`, customer: { account }, product: { type, quantity: 1000 } });
    const json = JSON.stringify({ portal: 'Linenhall Print online', orders: [order('PJ-2025-044', 'Carlingford Oyster Company', 'business-card'), order('PJ-2025-045', 'Temple Bar Events', 'poster'), order('PJ-2025-046', 'Cork Jazz Collective', 'flyer')] });
    expect(await subjects('/f/web2print/portal-orders-export.json', json)).toEqual(expect.arrayContaining(['PJ-2025-044', 'PJ-2025-045', 'PJ-2025-046']));
    expect(await rowsOf('/f/web2print/portal-orders-export.json', json, 'PJ-2025-045')).toMatchObject({ account: 'Temple Bar Events', type: 'poster' });
  });

  it('reads a preamble a blank line sets apart from a wider table as no header', async () => {
    const csv = 'Cidrerie de la Hêtraie - export des commandes\nExporté le;30/11/2025 18:04;Utilisateur;cduval\nPériode;01/09/2025 - 30/11/2025;Montants;EUR HT\n\nN° commande;Date;Client;Produit;Caisses;Montant HT (EUR);Livré\nCMD-25-031;15/10/2025;Normandie Boissons;Cidre Doux;42;987,84;oui\nCMD-25-033;26/10/2025;Le Bistrot d\'Auge;Cidre Brut;4;124,80;non\nCMD-25-039;12/11/2025;Épicerie Fine Lemaire;Cidre Bouché;16;681,60;oui\n';
    expect(await subjects('/f/normandie/commandes.csv', csv)).toEqual(expect.arrayContaining(['CMD-25-031', 'CMD-25-033', 'CMD-25-039']));
    expect(await rowsOf('/f/normandie/commandes.csv', csv, 'CMD-25-033')).toMatchObject({ Client: "Le Bistrot d'Auge", Livré: 'non' });
  });
});

describe('a hostile title', () => {
  it('parses a heading of thousands of words before brackets without reading it as a field pattern', async () => {
    // (it once overflowed the stack, after half a minute, building a pattern of the heading to look for a field
    // stating it)
    const doc = await parse('/f/x.md', `# ${'Word '.repeat(3000)}(note)\n\n- A: 1\n- B: 2\n- C: 3\n`);
    expect(doc.records.length).toBeGreaterThan(0);
  });
});
