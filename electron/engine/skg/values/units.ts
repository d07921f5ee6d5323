// The unit table: every spelling Quarry recognises after a number, its one canonical spelling, the kind of
// thing it measures, and how to convert it to the kind's base unit (so "1 TB" is also searchable as 1024 GB).
// The question parser reuses this table ("under 6 inches", "at least 8GB"), so it holds data, not logic.

export type UnitKind =
  | 'mass'
  | 'length'
  | 'area'
  | 'volume'
  | 'charge' // battery capacity, mAh
  | 'energy'
  | 'power'
  | 'voltage'
  | 'current'
  | 'frequency'
  | 'data'
  | 'data-rate'
  | 'duration'
  | 'temperature'
  | 'luminance'
  | 'pixel-density'
  | 'pixels'
  | 'megapixels'
  | 'frame-rate'
  | 'sound'
  | 'percent'
  | 'currency'
  | 'count'
  | 'zoom'
  | 'angle'
  | 'video';

export interface UnitDef {
  /** The one spelling used everywhere after parsing ('mAh', 'GB', 'in', 'EUR'). */
  canonical: string;
  kind: UnitKind;
  /** Base unit of the kind this unit converts to; equal to `canonical` when the unit is its own base. */
  base: string;
  /** value_in_base = value * factor + offset. */
  factor: number;
  offset?: number;
  /** Spellings found in text. Matched case-insensitively unless listed in `exact`. */
  aliases: string[];
  /** Spellings that must match with exact case (e.g. 'm' is metres, 'M' is not). */
  exact?: string[];
  /** Spellings accepted only when written directly after the number ("1080p", "10x"). */
  attachedOnly?: string[];
  /** Spellings that are also ordinary words and need a non-letter after them ("6 in," but not "6 in total"). */
  wordLike?: string[];
}

const u = (
  canonical: string,
  kind: UnitKind,
  base: string,
  factor: number,
  aliases: string[],
  extra: Partial<Pick<UnitDef, 'exact' | 'attachedOnly' | 'wordLike' | 'offset'>> = {},
): UnitDef => ({ canonical, kind, base, factor, aliases, ...extra });

const HOUR = 1;
export const UNITS: readonly UnitDef[] = [
  // mass (base g)
  u('g', 'mass', 'g', 1, ['gram', 'grams', 'gr', 'grammes'], { exact: ['g'] }),
  u('kg', 'mass', 'g', 1000, ['kg', 'kgs', 'kilogram', 'kilograms', 'kilo', 'kilos']),
  u('mg', 'mass', 'g', 0.001, ['mg', 'milligram', 'milligrams']),
  u('oz', 'mass', 'g', 28.349523125, ['oz', 'ounce', 'ounces']),
  u('lb', 'mass', 'g', 453.59237, ['lb', 'lbs']),
  // length (metric base mm; inches stay inches, feet convert to inches)
  u('mm', 'length', 'mm', 1, ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters']),
  u('cm', 'length', 'mm', 10, ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters']),
  u('m', 'length', 'mm', 1000, ['metre', 'metres', 'meter', 'meters'], { exact: ['m'] }),
  u('km', 'length', 'mm', 1_000_000, ['km', 'kilometre', 'kilometres', 'kilometer', 'kilometers']),
  u('µm', 'length', 'mm', 0.001, ['µm', 'μm', 'um', 'micron', 'microns']),
  u('nm', 'length', 'mm', 0.000001, ['nm', 'nanometre', 'nanometres', 'nanometer', 'nanometers']),
  u('in', 'length', 'in', 1, ['in', 'inch', 'inches', '″', '"', "''", 'in.'], { wordLike: ['in'] }),
  u('ft', 'length', 'in', 12, ['ft', 'foot', 'feet', '′']),
  // area (base cm2)
  u('cm2', 'area', 'cm2', 1, ['cm2', 'cm²', 'sq cm', 'square centimetres', 'square centimeters']),
  u('mm2', 'area', 'cm2', 0.01, ['mm2', 'mm²']),
  u('m2', 'area', 'cm2', 10_000, ['m2', 'm²', 'sq m', 'square metres', 'square meters']),
  u('sq ft', 'area', 'cm2', 929.0304, ['sq ft', 'sq. ft', 'sqft', 'ft2', 'ft²', 'square feet']),
  // volume (base ml)
  u('ml', 'volume', 'ml', 1, ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters']),
  u('l', 'volume', 'ml', 1000, ['litre', 'litres', 'liter', 'liters', 'ltr'], { exact: ['l', 'L'] }),
  u('cm3', 'volume', 'ml', 1, ['cm3', 'cm³', 'cc']),
  // battery charge (base mAh), energy (base Wh)
  u('mAh', 'charge', 'mAh', 1, ['mah', 'milliamp hours', 'milliamp-hours']),
  u('Ah', 'charge', 'mAh', 1000, ['ah', 'amp hours']),
  u('Wh', 'energy', 'Wh', 1, ['wh', 'watt hours', 'watt-hours']),
  u('kWh', 'energy', 'Wh', 1000, ['kwh']),
  u('mWh', 'energy', 'Wh', 0.001, ['mwh']),
  // power (base W), voltage (base V), current (base A)
  u('W', 'power', 'W', 1, ['w', 'watt', 'watts']),
  u('kW', 'power', 'W', 1000, ['kw', 'kilowatt', 'kilowatts']),
  u('mW', 'power', 'W', 0.001, ['milliwatt', 'milliwatts'], { exact: ['mW'] }),
  u('V', 'voltage', 'V', 1, ['v', 'volt', 'volts']),
  u('mV', 'voltage', 'V', 0.001, ['mv', 'millivolt', 'millivolts']),
  u('A', 'current', 'A', 1, ['amp', 'amps', 'ampere', 'amperes'], { exact: ['A'] }),
  u('mA', 'current', 'A', 0.001, ['milliamp', 'milliamps'], { exact: ['mA', 'ma'] }),
  // frequency (base Hz)
  u('Hz', 'frequency', 'Hz', 1, ['hz', 'hertz']),
  u('kHz', 'frequency', 'Hz', 1e3, ['khz']),
  u('MHz', 'frequency', 'Hz', 1e6, ['mhz']),
  u('GHz', 'frequency', 'Hz', 1e9, ['ghz']),
  // data (base GB, binary steps as phone makers and users count them)
  u('B', 'data', 'GB', 1 / 1024 ** 3, ['byte', 'bytes'], { exact: ['B'] }),
  u('KB', 'data', 'GB', 1 / 1024 ** 2, ['kb', 'kib', 'kilobyte', 'kilobytes']),
  u('MB', 'data', 'GB', 1 / 1024, ['mb', 'mib', 'megabyte', 'megabytes']),
  u('GB', 'data', 'GB', 1, ['gb', 'gib', 'gigabyte', 'gigabytes']),
  u('TB', 'data', 'GB', 1024, ['tb', 'tib', 'terabyte', 'terabytes']),
  u('PB', 'data', 'GB', 1024 ** 2, ['pb', 'petabyte', 'petabytes']),
  // data rate (base Mbps)
  u('kbps', 'data-rate', 'Mbps', 0.001, ['kbps', 'kbit/s', 'kb/s']),
  u('Mbps', 'data-rate', 'Mbps', 1, ['mbps', 'mbit/s', 'mb/s', 'mbit']),
  u('Gbps', 'data-rate', 'Mbps', 1000, ['gbps', 'gbit/s', 'gb/s', 'gbit']),
  // duration (base h)
  u('ms', 'duration', 'h', HOUR / 3_600_000, ['ms', 'millisecond', 'milliseconds']),
  u('s', 'duration', 'h', HOUR / 3600, ['sec', 'secs', 'second', 'seconds'], { exact: ['s'] }),
  u('min', 'duration', 'h', HOUR / 60, ['min', 'mins', 'minute', 'minutes']),
  u('h', 'duration', 'h', HOUR, ['hr', 'hrs', 'hour', 'hours'], { exact: ['h'] }),
  u('day', 'duration', 'h', 24, ['day', 'days']),
  u('week', 'duration', 'h', 168, ['week', 'weeks', 'wk', 'wks']),
  u('month', 'duration', 'h', 730.5, ['month', 'months', 'mo', 'mos']),
  u('year', 'duration', 'h', 8766, ['year', 'years', 'yr', 'yrs']),
  // temperature (base °C)
  u('°C', 'temperature', '°C', 1, ['°c', 'ºc', '° c', '℃', 'degrees c', 'degrees celsius', 'celsius']),
  u('°F', 'temperature', '°C', 5 / 9, ['°f', 'ºf', '° f', '℉', 'degrees f', 'fahrenheit'], { offset: -32 * (5 / 9) }),
  u('K', 'temperature', '°C', 1, ['kelvin'], { offset: -273.15 }),
  // display and imaging
  u('nits', 'luminance', 'nits', 1, ['nits', 'nit', 'cd/m2', 'cd/m²']),
  u('ppi', 'pixel-density', 'ppi', 1, ['ppi', 'pixels per inch', 'dpi']),
  u('px', 'pixels', 'px', 1, ['px', 'pixel', 'pixels']),
  u('MP', 'megapixels', 'MP', 1, ['mp', 'megapixel', 'megapixels', 'mpx', 'mpix']),
  u('fps', 'frame-rate', 'fps', 1, ['fps', 'frames per second']),
  u('p', 'video', 'p', 1, [], { attachedOnly: ['p'] }),
  u('x', 'zoom', 'x', 1, [], { attachedOnly: ['x', '×'] }),
  // sound, ratios, angles
  u('dB', 'sound', 'dB', 1, ['db', 'dba', 'decibel', 'decibels']),
  u('%', 'percent', '%', 1, ['%', 'percent', 'per cent', 'pct']),
  u('°', 'angle', '°', 1, ['°', 'º', 'degree', 'degrees', 'deg']),
  // counts that specs write as units
  u('cores', 'count', 'cores', 1, ['core', 'cores']),
  // currencies (no conversion offline; each is its own base). Pence convert to pounds.
  u('EUR', 'currency', 'EUR', 1, ['eur', 'euro', 'euros', '€']),
  u('USD', 'currency', 'USD', 1, ['usd', 'us$', 'dollar', 'dollars', '$']),
  u('GBP', 'currency', 'GBP', 1, ['gbp', '£', 'pound', 'pounds', 'quid']),
  u('GBp', 'currency', 'GBP', 0.01, ['pence', 'penny'], { exact: ['p'] }),
  u('INR', 'currency', 'INR', 1, ['inr', '₹', 'rs', 'rs.', 'rupee', 'rupees']),
  u('JPY', 'currency', 'JPY', 1, ['jpy', '¥', 'yen']),
  u('CNY', 'currency', 'CNY', 1, ['cny', 'rmb', 'yuan']),
  u('CHF', 'currency', 'CHF', 1, ['chf']),
  u('AUD', 'currency', 'AUD', 1, ['aud', 'a$']),
  u('CAD', 'currency', 'CAD', 1, ['cad', 'c$']),
];

export interface UnitMatch {
  unit: UnitDef;
  /** The spelling as found in the text. */
  text: string;
  start: number;
  end: number;
}

interface AliasEntry {
  alias: string;
  unit: UnitDef;
  exact: boolean;
  attachedOnly: boolean;
  wordLike: boolean;
}

function buildAliasIndex(): AliasEntry[] {
  const list: AliasEntry[] = [];
  for (const unit of UNITS) {
    const wordLike = new Set(unit.wordLike ?? []);
    for (const a of unit.aliases) list.push({ alias: a.toLowerCase(), unit, exact: false, attachedOnly: false, wordLike: wordLike.has(a) });
    for (const a of unit.exact ?? []) list.push({ alias: a, unit, exact: true, attachedOnly: false, wordLike: false });
    for (const a of unit.attachedOnly ?? []) list.push({ alias: a, unit, exact: true, attachedOnly: true, wordLike: false });
    const canon = unit.canonical.toLowerCase();
    // Single-letter canonical spellings ('K' kelvin) are too ambiguous to match unless listed ("4K" is video).
    if (unit.canonical.length > 1 && unit.kind !== 'video' && unit.kind !== 'zoom' && !list.some((e) => e.unit === unit && e.alias.toLowerCase() === canon)) {
      list.push({ alias: unit.canonical, unit, exact: true, attachedOnly: false, wordLike: false });
    }
  }
  // Longest spelling first so "mAh" wins over "m", "inches" over "in".
  return list.sort((a, b) => b.alias.length - a.alias.length);
}

const ALIAS_INDEX = buildAliasIndex();
const BY_CANONICAL = new Map(UNITS.map((d) => [d.canonical, d] as const));

const isLetter = (ch: string | undefined): boolean => ch !== undefined && /\p{L}/u.test(ch);
const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';

/**
 * The unit written at `pos` in `text` (no leading space allowed; the caller skips it), or null.
 * `attached` says whether the unit touches the number ("5000mAh"). A unit must end at a non-letter,
 * so "5 months" is never read as "5 m".
 */
export function matchUnitAt(text: string, pos: number, attached: boolean): UnitMatch | null {
  const lowerRest = text.slice(pos, pos + 24).toLowerCase();
  const rest = text.slice(pos, pos + 24);
  for (const e of ALIAS_INDEX) {
    if (e.attachedOnly && !attached) continue;
    const hit = e.exact ? rest.startsWith(e.alias) : lowerRest.startsWith(e.alias);
    if (!hit) continue;
    const end = pos + e.alias.length;
    const last = e.alias[e.alias.length - 1];
    const next = text[end];
    if (isLetter(last) && isLetter(next)) continue;
    // "cm2" / "m2" spell area; "5 m2x" etc. are not units; a digit after a letter-final unit is a model code.
    if (isLetter(last) && isDigit(next)) continue;
    if (e.wordLike && /^\s+\p{L}/u.test(text.slice(end))) continue;
    return { unit: e.unit, text: text.slice(pos, end), start: pos, end };
  }
  return null;
}

/** Look up a unit by any spelling (canonical or alias), e.g. for header units "(mAh)", "(inches)", "(€)". */
export function lookupUnit(spelling: string): UnitDef | null {
  const s = spelling.trim();
  if (!s) return null;
  const byCanon = BY_CANONICAL.get(s);
  if (byCanon) return byCanon;
  const lower = s.toLowerCase();
  for (const e of ALIAS_INDEX) {
    if (e.attachedOnly) continue;
    if (e.exact ? e.alias === s : e.alias === lower) return e.unit;
  }
  return null;
}

export function unitByCanonical(canonical: string): UnitDef | null {
  return BY_CANONICAL.get(canonical) ?? null;
}

/** The value in the kind's base unit, rounded to remove binary floating-point noise (0.1 * 3). */
export function toBase(value: number, unit: UnitDef): { value: number; unit: string } {
  const v = value * unit.factor + (unit.offset ?? 0);
  return { value: roundSignificant(v), unit: unit.base };
}

export function roundSignificant(v: number, digits = 12): number {
  if (v === 0 || !Number.isFinite(v)) return v;
  return Number.parseFloat(v.toPrecision(digits));
}

/** All units of one kind, e.g. for the question parser's "at least 8GB". */
export function unitsOfKind(kind: UnitKind): UnitDef[] {
  return UNITS.filter((d) => d.kind === kind);
}
