#!/usr/bin/env node
// Hotels corpus (held-out): the shared drive of a small travel agency, "Wayfarer Travel", with its partner hotels —
// 45 hotels in 8 cities, 5 hotel chains (some hotels independent), 10 general managers, and a few background documents.
//   node bench/corpora/hotels/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "hotels-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: distances in km (a page saying "0.8 mi" holds 0.8 × 1.609344 km); guest rating on a
// 10-point scale (a page saying "4.4 out of 5" holds 8.8); price per night of a standard double in the currency the
// page states (EUR, GBP, CHF or USD, never converted); check-in / check-out as 24-hour "HH:MM" ("3 pm" holds 15:00,
// "noon" 12:00); dates ISO; years as numbers; July temperature in °C (a page saying "74 °F" holds (74 − 32) × 5/9);
// tourist tax per person and night in the city's currency ("none" holds 0); population as a number ("1.51 million"
// holds 1,510,000).
// Links: hotel → city (country, population, airport, July temperature, tourist tax), hotel → chain (headquarters
// country, founded, loyalty programme, properties) or "independent", hotel → general manager (languages, start date,
// years in the industry, previous employer). Hotel pages never state the city's country, the chain's headquarters or
// founding year, or anything about the manager but the name.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus,
  delimited,
  fmtDate,
  group,
  htmlDlPage,
  htmlInfoboxPage,
  htmlTablePage,
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('hotels-v1');

const KM_PER_MI = 1.609344;
const AGENCY = 'Wayfarer Travel';

// ------------------------------------------------------------------ cities
// style: how hotel pages of the city write numbers and distances (uk/us: miles; de/fr/ch/pt: km, decimal commas in de)
const CITIES = [
  { name: 'Lisbon', country: 'Portugal', pop: 545000, popText: '545,000', airport: 'LIS', july: 23, julyText: '23 °C', cur: 'EUR', tax: 4, taxText: '€4 per person per night', style: 'pt' },
  { name: 'Porto', country: 'Portugal', pop: 232000, popText: '232 000', airport: 'OPO', july: 21, julyText: '21°C', cur: 'EUR', tax: 3, taxText: 'EUR 3.00 per guest per night', style: 'pt' },
  { name: 'Edinburgh', country: 'United Kingdom', pop: 527620, popText: '527,620', airport: 'EDI', july: 15, julyText: '15 °C', cur: 'GBP', tax: 2, taxText: '£2 per person per night', style: 'uk' },
  { name: 'Zurich', country: 'Switzerland', pop: 421878, popText: '421,878', airport: 'ZRH', july: 19, julyText: '19 °C', cur: 'CHF', tax: 2.5, taxText: 'CHF 2.50 per person and night', style: 'ch' },
  { name: 'Geneva', country: 'Switzerland', pop: 203856, popText: "203'856", airport: 'GVA', july: 20.5, julyText: '20.5 °C', cur: 'CHF', tax: 3.75, taxText: 'CHF 3.75', style: 'ch' },
  { name: 'Munich', country: 'Germany', pop: 1510000, popText: '1.51 million', airport: 'MUC', july: 19.5, julyText: '19,5 °C', cur: 'EUR', tax: 0, taxText: 'none', style: 'de' },
  { name: 'Lyon', country: 'France', pop: 520000, popText: '0.52 million', airport: 'LYS', july: 22, julyText: '22 °C', cur: 'EUR', tax: 2.88, taxText: '2,88 € par personne et par nuit', style: 'fr' },
  { name: 'Boston', country: 'United States', pop: 675647, popText: '675,647', airport: 'BOS', july: (74 - 32) * 5 / 9, julyText: '74 °F', cur: 'USD', tax: 0, taxText: 'none (occupancy tax is included in the rate)', taxStated: 'none', style: 'us' },
];
const cityBy = Object.fromEntries(CITIES.map((c) => [c.name, c]));
const miles = (c) => c.style === 'uk' || c.style === 'us';

// ------------------------------------------------------------------ chains
const CHAINS = [
  { name: 'Meridian Hotels & Resorts', hq: 'United States', hqCity: 'Chicago', founded: 1962, loyalty: 'Meridian Rewards', props: 1240, propsText: '1,240 properties' },
  { name: 'Hôtels Lumière', hq: 'France', hqCity: 'Paris', founded: 1979, loyalty: 'Cercle Lumière', props: 112, propsText: '112 hotels' },
  { name: 'Alpenrose Hotels', hq: 'Switzerland', hqCity: 'Lucerne', founded: 1988, loyalty: 'Rosenclub', props: 64, propsText: '64' },
  { name: 'Atlântico Hotéis', hq: 'Portugal', hqCity: 'Porto', founded: 1995, loyalty: 'Onda Club', props: 38, propsText: '38 hotels' },
  { name: 'Kestrel Collection', hq: 'United Kingdom', hqCity: 'London', founded: 2004, loyalty: 'Kestrel Circle', props: 27, propsText: 'twenty-seven' },
];
const chainBy = Object.fromEntries(CHAINS.map((c) => [c.name, c]));

// ------------------------------------------------------------------ general managers
const MANAGERS = [
  { name: 'Sofia Marques', langs: ['Portuguese', 'English', 'Spanish', 'French'], start: '2016-04-01', years: 22, prev: 'Grupo Sol Nascente' },
  { name: 'Rui Almeida', langs: ['Portuguese', 'English'], start: '2019-09-15', years: 14, prev: 'Costa Verde Resorts' },
  { name: 'Fiona MacLeod', langs: ['English', 'French', 'Gaelic'], start: '2012-01-09', years: 27, prev: 'Caledonian Inns' },
  { name: 'Hamish Grant', langs: ['English'], start: '2021-06-01', years: 9, prev: 'Northern Lights Hospitality' },
  { name: 'Claudia Brunner', langs: ['German', 'English', 'Italian', 'French'], start: '2014-03-17', years: 19, prev: 'Bergblick Hotels' },
  { name: 'Matthias Keller', langs: ['German', 'English'], start: '2018-11-05', years: 16, prev: 'Isarwelle Gastronomie' },
  { name: 'Élodie Marchand', langs: ['French', 'English', 'German'], start: '2017-02-20', years: 18, prev: 'Rhône Hospitality' },
  { name: 'Luc Perrin', langs: ['French', 'Italian'], start: '2022-08-29', years: 11, prev: 'Maison Vercors' },
  { name: 'Dana Whitaker', langs: ['English', 'Spanish'], start: '2015-05-11', years: 21, prev: 'Harborline Hotels' },
  { name: 'Marcus Chen', langs: ['English', 'Mandarin', 'Cantonese'], start: '2020-10-01', years: 12, prev: 'Pacific Crest Hotels' },
];
const mgrBy = Object.fromEntries(MANAGERS.map((m) => [m.name, m]));
// which managers look after which cities (a manager is the GM of several partner hotels)
const CITY_MGRS = {
  Lisbon: ['Sofia Marques', 'Rui Almeida'],
  Porto: ['Rui Almeida', 'Sofia Marques'],
  Edinburgh: ['Fiona MacLeod', 'Hamish Grant'],
  Zurich: ['Claudia Brunner', 'Élodie Marchand'],
  Geneva: ['Élodie Marchand', 'Luc Perrin'],
  Munich: ['Matthias Keller', 'Claudia Brunner'],
  Lyon: ['Luc Perrin', 'Élodie Marchand'],
  Boston: ['Dana Whitaker', 'Marcus Chen'],
};
// chains present per city ([chain or null = independent, weight])
const CITY_CHAINS = {
  Lisbon: [['Atlântico Hotéis', 3], ['Hôtels Lumière', 1], ['Meridian Hotels & Resorts', 1], [null, 2]],
  Porto: [['Atlântico Hotéis', 3], ['Meridian Hotels & Resorts', 1], [null, 2]],
  Edinburgh: [['Kestrel Collection', 3], ['Meridian Hotels & Resorts', 1], [null, 2]],
  Zurich: [['Alpenrose Hotels', 3], ['Meridian Hotels & Resorts', 1], [null, 1]],
  Geneva: [['Alpenrose Hotels', 2], ['Hôtels Lumière', 2], [null, 1]],
  Munich: [['Alpenrose Hotels', 2], ['Meridian Hotels & Resorts', 1], [null, 2]],
  Lyon: [['Hôtels Lumière', 3], [null, 2]],
  Boston: [['Meridian Hotels & Resorts', 2], ['Kestrel Collection', 2], [null, 1]],
};

// ------------------------------------------------------------------ the 45 hotels
const NAMES = {
  Lisbon: ['Casa do Alfama', 'Hotel Miradouro', 'Tejo Riverside', 'Palácio Estrela', 'Lisboa Azul', 'The Chiado House'],
  Porto: ['Ribeira Grande Hotel', 'Douro Vista', 'Casa da Sé', 'Hotel Bolhão', 'Foz Atlantic'],
  Edinburgh: ['The Royal Mile Inn', 'Calton Hill Hotel', 'The Thistle Rooms', 'Leith Quay Hotel', 'Holyrood Lodge', 'Grassmarket House'],
  Zurich: ['Hotel Limmatblick', 'Seehof Zürich', 'Lindenhof Suites', 'Hotel Uetliberg', 'Zürichberg Lodge'],
  Geneva: ['Hôtel du Lac Léman', "Jet d'Eau Suites", 'Hôtel Plainpalais', 'Carouge Garden Hotel', 'Hôtel Rive Droite'],
  Munich: ['Hotel Isartor', 'Schwabinger Hof', 'Hotel Viktualienmarkt', 'Englischer Garten Residenz', 'Hotel Nymphenburg Park', 'Maxvorstadt Loft Hotel', 'Gasthof Zur Au'],
  Lyon: ['Hôtel Bellecour', 'Les Terrasses de Fourvière', 'Hôtel Confluence', 'Villa Saône', 'Hôtel des Canuts'],
  Boston: ['The Beacon Hill Inn', 'Harborview Hotel', 'Back Bay Grand', 'Fenway Lodge', 'The Seaport Commons', 'Charles River Suites'],
};
const GERMAN = ['Schwabinger Hof', 'Gasthof Zur Au'];
const AMENITIES = ['spa', 'gym', 'parking', 'restaurant', 'bar', 'sauna', 'airport shuttle', 'rooftop terrace', 'EV charging'];
const CUR_MULT = { EUR: 1, GBP: 0.88, CHF: 1.12, USD: 1.2 };

const hotels = [];
for (const city of CITIES) {
  for (const name of NAMES[city.name]) {
    const stars = r.weighted([[3, 3], [4, 5], [5, 2]]);
    const chainName = r.weighted(CITY_CHAINS[city.name]);
    const chain = chainName ? chainBy[chainName] : null;
    const rooms = stars === 3 ? r.int(24, 140) : stars === 4 ? r.int(60, 260) : r.int(90, 420);
    const eur = stars === 3 ? r.int(80, 140) : stars === 4 ? r.int(130, 235) : r.int(240, 520);
    const price = Math.round(eur * CUR_MULT[city.cur]);
    const checkIn = r.pick(['14:00', '15:00', '15:00', '16:00', '13:00', '15:00']);
    const checkOut = r.pick(['10:00', '11:00', '11:00', '12:00', '11:00']);
    // distances: the number as the page states it (mi or km) and the canonical km
    const centreStated = miles(city) ? r.int(1, 45) / 10 : r.int(1, 80) / 10;
    const airportStated = miles(city) ? r.int(3, 22) + (r.chance(0.4) ? 0.5 : 0) : r.int(6, 38) + (r.chance(0.3) ? 0.5 : 0);
    const centreKm = miles(city) ? centreStated * KM_PER_MI : centreStated;
    const airportKm = miles(city) ? airportStated * KM_PER_MI : airportStated;
    // guest rating: Edinburgh, Boston and a few others come from a platform that rates out of 5
    const scale5 = miles(city) || r.chance(0.15);
    const r10raw = r.int(68, 96) / 10;
    const r5 = Math.round(r10raw * 5) / 10; // one decimal out of 5
    const rating = scale5 ? Math.round(r5 * 20) / 10 : r10raw;
    const pool = r.chance(stars === 5 ? 0.6 : stars === 4 ? 0.3 : 0.1);
    const pets = r.chance(0.45);
    const breakfast = r.chance(0.5);
    const amen = r.sample(AMENITIES, r.int(2, 6));
    const wifi = r.chance(0.85);
    const amenities = AMENITIES.filter((a) => amen.includes(a));
    if (wifi) amenities.unshift('wifi');
    const opened = r.int(1890, 2019);
    const renYear = Math.max(opened + 1, r.int(2008, 2025));
    const renovated = `${renYear}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
    const meeting = r.int(2, 40) * 10;
    const manager = mgrBy[r.weighted([[CITY_MGRS[city.name][0], 3], [CITY_MGRS[city.name][1], 1]])];
    hotels.push({ name, city, chain, stars, rooms, price, cur: city.cur, checkIn, checkOut, centreStated, airportStated, centreKm, airportKm, scale5, r5, rating, pool, pets, breakfast,
      amenities, opened, renovated, meeting, manager, german: GERMAN.includes(name) });
  }
}

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const de = (h) => h.german;
const deNum = (h) => h.city.style === 'de' || h.city.style === 'fr';
const STAR_WORD = { 3: 'three', 4: 'four', 5: 'five' };
function starsText(h, k) {
  if (de(h)) return [`${h.stars} Sterne`, '★'.repeat(h.stars)][k % 2];
  return [`${h.stars}*`, `${STAR_WORD[h.stars]}-star`, '★'.repeat(h.stars), `${h.stars} stars`][k % 4];
}
function clock12(t) {
  const [hh, mm] = t.split(':').map(Number);
  if (hh === 12 && mm === 0) return 'noon';
  const h12 = hh % 12 || 12;
  return `${h12}${mm ? `:${String(mm).padStart(2, '0')}` : ''} ${hh < 12 ? 'am' : 'pm'}`;
}
function checkInText(h, k) {
  const hh = Number(h.checkIn.slice(0, 2));
  if (de(h)) return `ab ${hh} Uhr`;
  if (h.city.style === 'us' || h.city.style === 'uk') return [clock12(h.checkIn), `from ${clock12(h.checkIn)}`, h.checkIn][k % 3];
  return [h.checkIn, `from ${hh}h`, `from ${h.checkIn}`, clock12(h.checkIn)][k % 4];
}
function checkOutText(h, k) {
  const hh = Number(h.checkOut.slice(0, 2));
  if (de(h)) return `bis ${hh} Uhr`;
  if (h.city.style === 'us' || h.city.style === 'uk') return [clock12(h.checkOut), `by ${clock12(h.checkOut)}`, h.checkOut][k % 3];
  return [h.checkOut, `until ${hh}h`, `by ${h.checkOut}`][k % 3];
}
function distText(h, x, k) {
  if (miles(h.city)) return [`${x} mi`, `${x} miles`][k % 2];
  if (deNum(h)) return `${comma(x)} km`;
  return [`${x} km`, `${x} km`, `${x} kilometres`][k % 3];
}
function ratingText(h, k) {
  if (h.scale5) return [`${h.r5.toFixed(1)} out of 5`, `${h.r5.toFixed(1)}/5`, `${h.r5.toFixed(1)} / 5`][k % 3];
  const t = h.rating.toFixed(1);
  if (de(h)) return `${comma(t)}/10`;
  return [`${t}/10`, `${t} out of 10`, `${deNum(h) ? comma(t) : t} / 10`][k % 3];
}
function priceText(h, k) {
  const p = h.price;
  if (h.cur === 'GBP') return [`£${p}`, `GBP ${p}`, `£${p}.00`][k % 3];
  if (h.cur === 'USD') return [`$${p}`, `USD ${p}`, `${p}.00 USD`][k % 3];
  if (h.cur === 'CHF') return [`CHF ${p}`, `Fr. ${p}.–`, `${p} CHF`][k % 3];
  if (de(h)) return `${p},00 €`;
  if (deNum(h)) return [`${p} €`, `€ ${p},00`, `EUR ${p}`][k % 3];
  return [`€${p}`, `EUR ${p}`, `${p} EUR`][k % 3];
}
function openedText(h, k) {
  if (de(h)) return String(h.opened);
  return [String(h.opened), `opened in ${h.opened}`, `since ${h.opened}`][k % 3];
}
const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
function renovatedText(h, k) {
  if (de(h)) {
    const [y, m, d] = h.renovated.split('-').map(Number);
    return `${d}. ${DE_MONTHS[m - 1]} ${y}`;
  }
  if (h.city.style === 'us') return [fmtDate(h.renovated, 'us'), fmtDate(h.renovated, 'short')][k % 2];
  if (deNum(h) || h.city.style === 'ch') return [fmtDate(h.renovated, 'dotted'), h.renovated][k % 2];
  return [fmtDate(h.renovated, 'long'), fmtDate(h.renovated, 'short'), h.renovated][k % 3];
}
function meetingText(h, k) {
  if (de(h)) return `bis ${h.meeting} Personen`;
  return [`up to ${h.meeting} guests`, `${h.meeting} people (theatre style)`, String(h.meeting), `${h.meeting} delegates`][k % 4];
}
function roomsText(h, k) {
  if (de(h)) return `${h.rooms} Zimmer`;
  return [String(h.rooms), `${h.rooms} rooms`, `${h.rooms} rooms and suites`][k % 3];
}
const AMEN_DE = { spa: 'Spa', gym: 'Fitnessraum', parking: 'Parkplatz', wifi: 'WLAN', restaurant: 'Restaurant', bar: 'Bar', sauna: 'Sauna', 'airport shuttle': 'Flughafentransfer',
  'rooftop terrace': 'Dachterrasse', 'EV charging': 'E-Ladestation' };
const AMEN_B = { spa: 'spa', gym: 'fitness centre', parking: 'car park', wifi: 'free Wi-Fi', restaurant: 'restaurant', bar: 'bar', sauna: 'sauna', 'airport shuttle': 'airport shuttle',
  'rooftop terrace': 'roof terrace', 'EV charging': 'EV charging points' };
const AMEN_A = { spa: 'Spa', gym: 'Gym', parking: 'Parking', wifi: 'WiFi', restaurant: 'Restaurant', bar: 'Bar', sauna: 'Sauna', 'airport shuttle': 'Airport shuttle',
  'rooftop terrace': 'Rooftop terrace', 'EV charging': 'EV charging' };
function amenityWords(h, k) {
  const map = de(h) ? AMEN_DE : [AMEN_A, AMEN_B][k % 2];
  return h.amenities.map((a) => map[a]);
}
const amenitiesText = (h, k) => amenityWords(h, k).join([', ', ' · ', '; '][k % 3]);
const poolRow = (h, k) =>
  de(h)
    ? ['Schwimmbad', h.pool ? 'ja' : 'nein']
    : [
        ['Pool', h.pool ? 'Yes' : 'No'],
        ['Swimming pool', h.pool ? '✓' : '✗'],
        ['Pool (Y/N)', h.pool ? 'Y' : 'N'],
        ['Indoor/outdoor pool', h.pool ? 'Yes' : 'None'],
      ][k % 4];
const petsRow = (h, k) =>
  de(h)
    ? ['Haustiere erlaubt', h.pets ? 'ja' : 'nein']
    : [
        ['Pets allowed', h.pets ? 'Yes' : 'No'],
        ['No pets', h.pets ? 'No' : 'Yes'],
        ['Pet-friendly', h.pets ? '✓' : '✗'],
        ['Pets', h.pets ? 'Welcome' : 'Not allowed'],
      ][(k + 1) % 4];
const breakfastRow = (h, k) =>
  de(h)
    ? ['Frühstück inklusive', h.breakfast ? 'ja' : 'nein']
    : [
        ['Breakfast included', h.breakfast ? 'Yes' : 'No'],
        ['Room only', h.breakfast ? 'No' : 'Yes'],
        ['Breakfast', h.breakfast ? 'Included' : 'Extra charge'],
        ['Breakfast incl.', h.breakfast ? '✓' : '✗'],
      ][(k + 2) % 4];
const L = (h, k, en, ger) => (de(h) ? ger : en[k % en.length]);
const chainText = (h) => (h.chain ? h.chain.name : de(h) ? 'unabhängig (keine Kette)' : 'Independent');

function pageStates(h, k) {
  return {
    stars: starsText(h, k), rooms: roomsText(h, k), price: priceText(h, k), checkIn: checkInText(h, k), checkOut: checkOutText(h, k), centre: distText(h, h.centreStated, k),
    airport: distText(h, h.airportStated, k + 1), rating: ratingText(h, k), opened: openedText(h, k), renovated: renovatedText(h, k), meeting: meetingText(h, k),
    amenity0: amenityWords(h, k)[0] ?? '', chain: chainText(h), pool: poolRow(h, k)[1], pets: petsRow(h, k)[1], breakfast: breakfastRow(h, k)[1],
  };
}

function specRows(h, s, k) {
  return [
    [L(h, k, ['Hotel', 'Property', 'Name'], 'Hotel'), h.name],
    [L(h, k, ['City', 'Location', 'Destination'], 'Stadt'), h.city.name],
    [L(h, k, ['Chain', 'Brand', 'Hotel group', 'Chain / brand'], 'Hotelkette'), s.chain],
    [L(h, k, ['Star rating', 'Category', 'Stars', 'Classification'], 'Kategorie'), s.stars],
    [L(h, k, ['Rooms', 'Number of rooms', 'Room count'], 'Zimmer'), s.rooms],
    [L(h, k, ['Rate per night (standard double)', 'Price per night', 'Double room from', 'Standard double'], 'Preis Doppelzimmer pro Nacht'), s.price],
    [L(h, k, ['Check-in', 'Check-in from', 'Arrival'], 'Check-in'), s.checkIn],
    [L(h, k, ['Check-out', 'Check-out by', 'Departure'], 'Check-out'), s.checkOut],
    [L(h, k, ['Distance to centre', 'To the city centre', 'Centre', 'Distance from downtown'], 'Entfernung zum Zentrum'), s.centre],
    [L(h, k, ['Distance to airport', 'Airport', 'To the airport'], 'Entfernung zum Flughafen'), s.airport],
    [L(h, k, ['Guest rating', 'Review score', 'Guest score'], 'Gästebewertung'), s.rating],
    poolRow(h, k),
    petsRow(h, k),
    breakfastRow(h, k),
    [L(h, k, ['Amenities', 'Facilities', 'Features'], 'Ausstattung'), amenitiesText(h, k)],
    [L(h, k, ['Opened', 'Year opened', 'Opening year', 'History'], 'Eröffnet'), s.opened],
    [L(h, k, ['Last renovated', 'Renovated', 'Last refurbishment', 'Refurbished'], 'Letzte Renovierung'), s.renovated],
    [L(h, k, ['Meeting room capacity', 'Largest meeting room', 'Conference capacity'], 'Tagungsraum'), s.meeting],
    [L(h, k, ['General manager', 'GM', 'Managed by'], 'Hoteldirektion'), h.manager.name],
  ];
}
function hotelProse(h, s, k) {
  if (de(h)) return [[`Das ${h.name} hat ${h.rooms} Zimmer.`, `Das ${h.name} wurde ${h.opened} eröffnet.`][k % 2]];
  const opts = [
    `${h.name} has ${h.rooms} rooms.`,
    `Guests rate ${h.name} ${s.rating}.`,
    `${h.name} first opened its doors in ${h.opened}.`,
    `At ${h.name} check-in starts at ${s.checkIn.replace(/^from /, '')}.`,
    `${h.name} is ${s.centre} from the city centre.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function hotelFacts(h, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(h.name, 'hotel', attr, value, unit, stated, file);
  F('city', h.city.name, '', h.city.name);
  F('chain', h.chain ? h.chain.name : 'independent', '', s.chain);
  F('stars', h.stars, '', s.stars);
  F('rooms', h.rooms, '', s.rooms);
  F('price', h.price, h.cur, s.price);
  F('check_in', h.checkIn, 'time', s.checkIn);
  F('check_out', h.checkOut, 'time', s.checkOut);
  F('centre_distance', h.centreKm, 'km', s.centre);
  F('airport_distance', h.airportKm, 'km', s.airport);
  F('guest_rating', h.rating, '', s.rating);
  F('pool', h.pool, 'bool', s.pool ?? '');
  F('pets', h.pets, 'bool', s.pets ?? '');
  F('breakfast', h.breakfast, 'bool', s.breakfast ?? '');
  F('amenities', h.amenities, 'list', s.amenity0);
  F('opened', h.opened, 'year', s.opened);
  F('renovated', s.renovatedMissing ? null : h.renovated, 'date', s.renovatedMissing ? '' : s.renovated);
  F('meeting_capacity', s.meetingMissing ? null : h.meeting, '', s.meetingMissing ? '' : s.meeting);
  F('manager', h.manager.name, '', h.manager.name);
}

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'Edinburgh', tsv: 'Boston', semicolon: 'Munich', json_flat: 'Lyon' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
const german = hotels.filter((h) => h.german);
for (const [layout, city] of Object.entries(EXPORT)) {
  const mine = r.shuffle(hotels.filter((h) => h.city.name === city && !h.german)).slice(0, 4);
  mine.forEach((h) => inExport.add(h));
  assign.get(layout).push(...mine);
}
// the two German pages (Munich): an HTML definition list and a plain-text profile
assign.get('html_dl').push(german[0]);
assign.get('txt').push(german[1]);
german.forEach((h) => inExport.add(h));
r.shuffle(hotels.filter((h) => !inExport.has(h))).forEach((h, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(h));
const docTitle = (h) => `${h.name} – ${AGENCY} partner hotel`;
const hotelFile = (h, ext) => `hotels/${slug(h.city.name)}/${slug(h.name)}.${ext}`;
let k = 0;

for (const h of assign.get('html_table')) {
  const file = hotelFile(h, 'html');
  const s = pageStates(h, k);
  corpus.write(file, htmlTablePage({ title: h.name, docTitle: docTitle(h), crumbs: [AGENCY, 'Partner hotels', h.city.name, h.name], lead: hotelProse(h, s, k),
    sections: [{ heading: 'Hotel facts', rows: specRows(h, s, k) }], colA: 'Field', colB: 'Value', footer: `${AGENCY} · contracted rates are confidential` }));
  hotelFacts(h, file, s);
  k++;
}
for (const h of assign.get('html_dl')) {
  const file = hotelFile(h, 'html');
  const s = pageStates(h, k);
  const rows = specRows(h, s, k);
  corpus.write(file, htmlDlPage({ title: h.name, docTitle: docTitle(h), site: AGENCY, lead: hotelProse(h, s, k),
    sections: [{ heading: de(h) ? 'Überblick' : 'At a glance', rows: rows.slice(0, 11) }, { heading: de(h) ? 'Ausstattung und Geschichte' : 'Facilities and history', rows: rows.slice(11) }],
    footer: de(h) ? 'Stand: Oktober 2025.' : 'Last checked by our product team in October 2025.' }));
  hotelFacts(h, file, s);
  k++;
}
for (const h of assign.get('html_infobox')) {
  const file = hotelFile(h, 'html');
  const s = pageStates(h, k);
  const rows = specRows(h, s, k);
  corpus.write(file, htmlInfoboxPage({ title: h.name, lead: hotelProse(h, s, k), sections: [{ heading: 'Property', rows: rows.slice(0, 10) }, { heading: 'Stay', rows: rows.slice(10) }],
    footer: `Partner of ${AGENCY} since ${2010 + (k % 14)}.` }));
  hotelFacts(h, file, s);
  k++;
}
for (const h of assign.get('md_bullets')) {
  const file = hotelFile(h, 'md');
  const s = pageStates(h, k);
  corpus.write(file, mdBulletsNote({ title: h.name, lead: hotelProse(h, s, k), sections: [{ heading: 'Details', rows: specRows(h, s, k) }] }));
  hotelFacts(h, file, s);
  k++;
}
for (const h of assign.get('md_yaml')) {
  const file = hotelFile(h, 'md');
  const s = pageStates(h, k);
  const rows = specRows(h, s, k).slice(3);
  corpus.write(file, mdYamlTableNote({
    title: h.name,
    frontMatter: [['hotel', h.name], ['city', h.city.name], ['chain', s.chain], ['contract', `WT-${2400 + k}`], ['status', 'active']],
    lead: hotelProse(h, s, k), sections: [{ heading: 'Fact sheet', rows }], colA: 'Item', colB: 'Detail',
  }));
  hotelFacts(h, file, s);
  k++;
}
for (const h of assign.get('txt')) {
  const file = hotelFile(h, 'txt');
  const s = pageStates(h, k);
  corpus.write(file, txtProfile({ txtHeader: `HOTEL: ${h.name.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(h, s, k) }], lead: hotelProse(h, s, k) }));
  hotelFacts(h, file, s);
  k++;
}
for (const h of assign.get('json_nested')) {
  const file = hotelFile(h, 'json');
  const mi = miles(h.city);
  const dist = (x) => ({ value: x, unit: mi ? 'mi' : 'km' });
  const s = { stars: String(h.stars), rooms: String(h.rooms), price: String(h.price), checkIn: h.checkIn, checkOut: h.checkOut, centre: String(h.centreStated),
    airport: String(h.airportStated), rating: String(h.scale5 ? h.r5 : h.rating), opened: String(h.opened), renovated: h.renovated, meeting: String(h.meeting),
    amenity0: h.amenities[0] ?? '', chain: h.chain ? h.chain.name : 'independent', pool: '', pets: '', breakfast: '' };
  const rec = {
    hotel: {
      name: h.name,
      location: { city: h.city.name, distances: { city_centre: dist(h.centreStated), airport: dist(h.airportStated) } },
      brand: { chain: h.chain ? h.chain.name : 'independent' },
      classification: { stars: h.stars },
      inventory: { rooms: h.rooms, meeting_room: { max_people: h.meeting } },
      rates: { standard_double: { amount: h.price, currency: h.cur, per: 'night' }, breakfast_included: h.breakfast },
      policies: { check_in: h.checkIn, check_out: h.checkOut, pets_allowed: h.pets },
      facilities: { pool: h.pool, amenities: h.amenities },
      history: { opened: h.opened, last_renovation: h.renovated },
      reviews: { score: h.scale5 ? h.r5 : h.rating, scale: h.scale5 ? 5 : 10 },
      management: { general_manager: h.manager.name },
      note: hotelProse(h, pageStates(h, k), k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  hotelFacts(h, file, s);
  k++;
}
// --- CSV export (Edinburgh): units in the header, plain numbers, 1/0 booleans
{
  const file = 'exports/edinburgh-partner-hotels.csv';
  const header = ['name', 'city', 'chain', 'stars', 'rooms', 'Price per night (GBP)', 'check_in', 'check_out', 'Distance to centre (mi)', 'Distance to airport (mi)',
    'Guest rating (out of 5)', 'pool', 'pets_allowed', 'breakfast_included', 'amenities', 'opened', 'last_renovated', 'Meeting capacity (people)', 'general_manager'];
  const b = (x) => (x ? '1' : '0');
  const rows = assign.get('csv').map((h) => {
    const s = { stars: String(h.stars), rooms: String(h.rooms), price: String(h.price), checkIn: h.checkIn, checkOut: h.checkOut, centre: String(h.centreStated),
      airport: String(h.airportStated), rating: h.r5.toFixed(1), opened: String(h.opened), renovated: h.renovated, meeting: String(h.meeting), amenity0: h.amenities[0] ?? '',
      chain: h.chain ? h.chain.name : 'independent', pool: '', pets: '', breakfast: '' };
    hotelFacts(h, file, s);
    return [h.name, h.city.name, s.chain, h.stars, h.rooms, h.price, h.checkIn, h.checkOut, h.centreStated, h.airportStated, s.rating, b(h.pool), b(h.pets), b(h.breakfast),
      h.amenities.join('; '), h.opened, h.renovated, h.meeting, h.manager.name];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Boston): units inside the values, Y/N
{
  const file = 'exports/boston-hotels.tsv';
  const header = ['Hotel', 'Brand', 'Stars', 'Rooms', 'Rate', 'Check-in', 'Check-out', 'Downtown', 'Airport', 'Rating', 'Pool', 'Pets', 'Breakfast', 'Amenities', 'Opened', 'Renovated',
    'Meeting room', 'GM', 'City'];
  const rows = assign.get('tsv').map((h, i) => {
    const s = { stars: `${h.stars}*`, rooms: String(h.rooms), price: `$${h.price}`, checkIn: clock12(h.checkIn).toUpperCase(), checkOut: clock12(h.checkOut).toUpperCase(),
      centre: `${h.centreStated} mi`, airport: `${h.airportStated} mi`, rating: `${h.r5.toFixed(1)}/5`, opened: String(h.opened), renovated: fmtDate(h.renovated, 'us'),
      meeting: `${h.meeting} ppl`, amenity0: amenityWords(h, i)[0] ?? '', chain: h.chain ? h.chain.name : 'Independent', pool: h.pool ? 'Y' : 'N', pets: h.pets ? 'Y' : 'N',
      breakfast: h.breakfast ? 'Y' : 'N' };
    hotelFacts(h, file, s);
    return [h.name, s.chain, s.stars, h.rooms, s.price, s.checkIn, s.checkOut, s.centre, s.airport, s.rating, s.pool, s.pets, s.breakfast, amenityWords(h, i).join(', ') || '-',
      h.opened, s.renovated, s.meeting, h.manager.name, h.city.name];
  });
  corpus.write(file, `# Downtown = distance to downtown Boston; Rating = guest rating out of 5; Rate = standard double per night\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (Munich): German headers, decimal commas, n/a for unknown values
{
  const file = 'exports/muenchen-partnerhotels.csv';
  const header = ['hotel', 'stadt', 'kette', 'sterne', 'zimmer', 'preis_eur', 'check_in', 'check_out', 'zentrum_km', 'flughafen_km', 'bewertung_10', 'pool', 'haustiere',
    'fruehstueck_inkl', 'ausstattung', 'eroeffnet', 'renoviert', 'tagungsraum_personen', 'direktion'];
  const lst = assign.get('semicolon');
  const noMeet = lst[1].name;
  const noRen = lst[3].name;
  const jn = (x) => (x ? 'ja' : 'nein');
  const rows = lst.map((h) => {
    const nm = h.name === noMeet;
    const nr = h.name === noRen;
    const ren = fmtDate(h.renovated, 'dotted');
    const rating = h.scale5 ? h.rating : h.rating;
    const s = { stars: String(h.stars), rooms: String(h.rooms), price: `${h.price},00`, checkIn: h.checkIn, checkOut: h.checkOut, centre: comma(h.centreStated), airport: comma(h.airportStated),
      rating: comma(rating.toFixed(1)), opened: String(h.opened), renovated: nr ? '' : ren, renovatedMissing: nr, meeting: nm ? '' : String(h.meeting), meetingMissing: nm,
      amenity0: AMEN_DE[h.amenities[0]] ?? '', chain: h.chain ? h.chain.name : 'unabhängig', pool: jn(h.pool), pets: jn(h.pets), breakfast: jn(h.breakfast) };
    hotelFacts(h, file, s);
    return [h.name, h.city.name, s.chain, h.stars, h.rooms, s.price, h.checkIn, h.checkOut, s.centre, s.airport, s.rating, s.pool, s.pets, s.breakfast,
      h.amenities.map((a) => AMEN_DE[a]).join(', ') || 'n/a', h.opened, nr ? 'n/a' : ren, nm ? 'n/a' : h.meeting, h.manager.name];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Lyon)
{
  const file = 'exports/lyon-hotels-partenaires.json';
  const recs = assign.get('json_flat').map((h) => {
    const s = { stars: String(h.stars), rooms: String(h.rooms), price: String(h.price), checkIn: h.checkIn, checkOut: h.checkOut, centre: String(h.centreStated),
      airport: String(h.airportStated), rating: String(h.scale5 ? h.r5 : h.rating), opened: String(h.opened), renovated: h.renovated, meeting: String(h.meeting),
      amenity0: h.amenities[0] ?? '', chain: h.chain ? h.chain.name : 'independent', pool: '', pets: '', breakfast: '' };
    hotelFacts(h, file, s);
    return { name: h.name, city: h.city.name, chain: s.chain, stars: h.stars, rooms: h.rooms, price_eur: h.price, check_in: h.checkIn, check_out: h.checkOut, centre_km: h.centreStated,
      airport_km: h.airportStated, ...(h.scale5 ? { rating_out_of_5: h.r5 } : { rating_out_of_10: h.rating }), pool: h.pool, pets_allowed: h.pets, breakfast_included: h.breakfast,
      amenities: h.amenities, opened: h.opened, last_renovated: h.renovated, meeting_capacity: h.meeting, general_manager: h.manager.name };
  });
  corpus.write(file, JSON.stringify({ agency: AGENCY, destination: 'Lyon', exported: '2025-10-02', hotels: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (cities, chains, managers)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [AGENCY, heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: AGENCY, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// --- cities
CITIES.forEach((c, i) => {
  const Lt = LAYOUTS8[(i + 2) % LAYOUTS8.length];
  const taxStated = c.taxStated ?? c.taxText;
  const lead = [[`${c.name} is served by ${c.airport} airport.`, `About ${c.popText} people live in ${c.name}.`, `July in ${c.name} averages ${c.julyText}.`][i % 3]];
  const rows = [[['Country', 'Country', 'Nation'][i % 3], c.country], [['Population', 'Inhabitants', 'Population (city proper)'][i % 3], c.popText],
    [['Airport code', 'Main airport (IATA)', 'Airport'][i % 3], c.airport], [['Average July temperature', 'July average', 'Mean temperature in July'][i % 3], c.julyText],
    [['Tourist tax', 'City tax per night', 'Tourist tax (per person/night)'][i % 3], c.taxText], [['Currency', 'Local currency', 'Currency'][i % 3], c.cur]];
  const julyNum = c.julyText.includes('°F') ? 74 : c.july;
  const nested = { city: { name: c.name, country: c.country, demographics: { population: c.pop }, travel: { airport_iata: c.airport, tourist_tax: { amount: c.tax, currency: c.cur, per: 'person per night' } },
    climate: { july_mean: { value: julyNum, unit: c.julyText.includes('°F') ? '°F' : '°C' } }, about: lead[0] } };
  const flat = { name: c.name, country: c.country, population: c.pop, airport_code: c.airport, july_avg_temp_c: c.july, tourist_tax: c.tax, currency: c.cur, note: lead[0] };
  const file = simplePage(Lt, `cities/${slug(c.name)}`, c.name, 'CITY', lead, rows, nested, flat, 'Destination');
  const json = Lt.startsWith('json');
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'city', attr, value, unit, stated, file);
  F('country', c.country, '', c.country);
  F('population', c.pop, '', json ? String(c.pop) : c.popText);
  F('airport_code', c.airport, '', c.airport);
  F('july_temp', c.july, 'C', json ? String(Lt === 'json_nested' ? julyNum : c.july) : c.julyText);
  F('tourist_tax', c.tax, c.cur, json ? String(c.tax) : taxStated);
});

// --- chains
CHAINS.forEach((c, i) => {
  const Lt = LAYOUTS8[(i + 5) % LAYOUTS8.length];
  const lead = [[`${c.name} was founded in ${c.founded}.`, `Members of ${c.loyalty} collect points at every ${c.name} property.`, `${c.name} is headquartered in ${c.hqCity}.`][i % 3]];
  const rows = [[['Headquarters', 'Head office', 'HQ'][i % 3], `${c.hqCity}, ${c.hq}`], [['Founded', 'Established', 'Since'][i % 3], String(c.founded)],
    [['Loyalty programme', 'Loyalty program', 'Rewards scheme'][i % 3], c.loyalty], [['Properties worldwide', 'Hotels worldwide', 'Portfolio'][i % 3], c.propsText]];
  const nested = { chain: { name: c.name, headquarters: { city: c.hqCity, country: c.hq }, history: { founded: c.founded }, loyalty: { programme: c.loyalty }, portfolio: { properties: c.props }, about: lead[0] } };
  const flat = { name: c.name, hq_city: c.hqCity, hq_country: c.hq, founded: c.founded, loyalty_programme: c.loyalty, properties: c.props, note: lead[0] };
  const file = simplePage(Lt, `chains/${slug(c.name)}`, c.name, 'HOTEL CHAIN', lead, rows, nested, flat, 'Hotel chain');
  const json = Lt.startsWith('json');
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'chain', attr, value, unit, stated, file);
  F('hq_country', c.hq, '', c.hq);
  F('founded', c.founded, 'year', String(c.founded));
  F('loyalty_programme', c.loyalty, 'text', c.loyalty);
  F('properties', c.props, '', json ? String(c.props) : c.propsText);
});

// --- general managers
const NUM_WORD = { 9: 'nine', 11: 'eleven', 12: 'twelve', 14: 'fourteen', 16: 'sixteen', 18: 'eighteen', 19: 'nineteen', 21: 'twenty-one', 22: 'twenty-two', 27: 'twenty-seven' };
MANAGERS.forEach((m, i) => {
  const Lt = LAYOUTS8[(i + 1) % LAYOUTS8.length];
  const startText = [fmtDate(m.start, 'long'), fmtDate(m.start, 'us'), fmtDate(m.start, 'dotted'), fmtDate(m.start, 'short'), m.start][i % 5];
  const yearsText = [`${m.years} years`, `${NUM_WORD[m.years]} years`, `${m.years} yrs`][i % 3];
  const langsText = m.langs.join([', ', ' / ', ' · '][i % 3]);
  const first = m.name.split(' ')[0];
  const lead = [[`${m.name} has worked in hotels for ${yearsText}.`, `Before joining, ${first} worked for ${m.prev}.`, `${first} speaks ${m.langs.length === 1 ? m.langs[0] : `${m.langs.slice(0, -1).join(', ')} and ${m.langs.at(-1)}`}.`][i % 3]];
  const rows = [[['Languages', 'Languages spoken', 'Speaks'][i % 3], langsText], [['In post since', 'Start date', 'General manager since'][i % 3], startText],
    [['Years in the industry', 'Hospitality experience', 'Experience'][i % 3], yearsText], [['Previous employer', 'Previously at', 'Before that'][i % 3], m.prev]];
  const nested = { manager: { full_name: m.name, role: 'General manager', languages: m.langs, career: { start_date: m.start, years_in_industry: m.years, previous_employer: m.prev }, bio: lead[0] } };
  const flat = { name: m.name, languages: m.langs, start_date: m.start, years_in_industry: m.years, previous_employer: m.prev, note: lead[0] };
  const file = simplePage(Lt, `managers/${slug(m.name)}`, m.name, 'GENERAL MANAGER', lead, rows, nested, flat, 'General manager');
  const json = Lt.startsWith('json');
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'manager', attr, value, unit, stated, file);
  F('languages', m.langs, 'list', m.langs[0]);
  F('start_date', m.start, 'date', json ? m.start : startText);
  F('years_in_industry', m.years, '', json ? String(m.years) : yearsText);
  F('previous_employer', m.prev, 'text', m.prev);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${AGENCY} — partner hotels drive.\nhotels/<city>/ holds one fact sheet per partner hotel; exports/ the lists four destination managers export from the booking system; cities/, chains/ and managers/ the reference pages.\nRates are our contracted rate for a standard double room per night, in the local currency (EUR in Lisbon, Porto, Munich and Lyon, GBP in Edinburgh, CHF in Zurich and Geneva, USD in Boston); nothing is converted. Guest ratings are copied from the booking platforms: some out of 10, some out of 5. UK and US sheets give distances in miles.\n`);
corpus.write('admin/commission-rates-2025.md', `# Commission rates 2025\n\n| Partner type | Commission | Payment terms |\n|---|---|---|\n| Chain hotels | 10% | 30 days |\n| Independent hotels | 12% | 14 days |\n| Groups of 10 rooms or more | 8% | 45 days |\n\nA booking of more than 5 nights earns a 2% bonus. Up to 3 free cancellations per client and year.\n`);
corpus.write('admin/fam-trip-2025.md', `# Familiarisation trip, May 2025\n\n- 12 agents visited 9 hotels in 4 days.\n- Budget: €6,500, of which €2,150 for flights.\n- Average score given by our agents: 4.2 out of 5.\n- Next trip planned for 2026 with up to 15 participants.\n`);
corpus.write('admin/booking-checklist.md', `# Booking checklist\n\n1. Confirm check-in after 14:00 for groups larger than 8.\n2. Ask for late check-out (up to 2 hours) for honeymoon clients.\n3. Hotels more than 20 km from the airport: offer a transfer.\n`);

const stats = corpus.flush(source);
console.log(`hotels: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
