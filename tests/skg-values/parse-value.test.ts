// Table-driven tests of parseValue over value strings copied from the devices corpus (HTML, Markdown and CSV
// layouts), GSMArena-style spec sheets and the ConditionalQA guidance pages. Each row asserts what matters for
// that string: the primary number and unit, every quantity, dimensions, resolution, range, prices, boolean, date,
// list parts, memory pairs and domain hints.

import { describe, expect, it } from 'vitest';
import { parseValue, type ParseHint, type ParsedValue } from '../../electron/engine/skg/values/parse-value.ts';

interface Expect {
  /** primary [value, unit]; null = no primary. */
  p?: [number, string | null] | null;
  /** every quantity, "value unit" (or "value" when unitless), in order. */
  q?: string[];
  /** primary in its dimension's canonical unit. */
  base?: [number, string];
  dims?: [number[], string | null];
  res?: [number, number];
  range?: [number, number, string | null];
  /** [amount, currency, approx?, per?] */
  prices?: Array<[number, string, boolean?, string?]>;
  bool?: boolean | null;
  date?: { year: number; month?: number; day?: number } | null;
  dates?: Array<{ year: number; month?: number; day?: number }>;
  parts?: string[];
  hints?: Record<string, number>;
  memory?: Array<{ storage?: number; ram?: number }>;
  empty?: boolean;
  approx?: boolean;
  bound?: 'min' | 'max';
}

type Case = [raw: string, hint: ParseHint | null, expect: Expect];

const CASES: Case[] = [
  // ---- battery (html/md/csv layouts)
  ['Li-Ion 2000 mAh', { entry: 'Battery' }, { p: [2000, 'mAh'], q: ['2000 mAh'] }],
  ['Li-Po 5000mAh', { entry: 'Battery' }, { p: [5000, 'mAh'] }],
  ['5,000 mAh', { entry: 'Battery' }, { p: [5000, 'mAh'], q: ['5000 mAh'] }],
  ['3,060 mAh', { entry: 'Battery' }, { p: [3060, 'mAh'] }],
  ['Li-Ion 3,060 mAh battery', { entry: 'Battery' }, { p: [3060, 'mAh'] }],
  ['Li-Po 4,700 mAh battery', { entry: 'Battery' }, { p: [4700, 'mAh'] }],
  ['5000 mAh (Li-Po)', { entry: 'Battery' }, { p: [5000, 'mAh'], q: ['5000 mAh'] }],
  ['10090 mAh (Li-Po)', { entry: 'Battery' }, { p: [10090, 'mAh'] }],
  ['4000mAh', { entry: 'Battery' }, { p: [4000, 'mAh'] }],
  ['5000 mAh (Typical)', null, { p: [5000, 'mAh'], q: ['5000 mAh'] }],
  ['Li-Po 5,000mAh, non-removable', null, { p: [5000, 'mAh'], parts: ['Li-Po 5,000mAh', 'non-removable'] }],
  ['Li-Ion 4000 mAh, non-removable', { entry: 'Battery' }, { p: [4000, 'mAh'] }],
  ['Li-Po 4500 mAh, non-removable (17.33 Wh)', { entry: 'Battery' }, { p: [4500, 'mAh'], q: ['4500 mAh', '17.33 Wh'] }],
  ['Li-Ion', { entry: 'Battery' }, { p: null, q: [] }],
  ['4000', { entry: 'Battery', unit: 'mAh' }, { p: [4000, 'mAh'], q: ['4000 mAh'] }],
  ['2050', { unit: 'mAh' }, { p: [2050, 'mAh'], date: null }],
  ['2000', { entry: 'Battery' }, { p: [2000, null], date: null }],
  ['8827', { entry: 'Battery', unit: 'mAh' }, { p: [8827, 'mAh'] }],
  ['Li-Ion 2000mAh', { entry: 'Battery' }, { p: [2000, 'mAh'] }],
  ['3000 mAh (Li-Ion)', { entry: 'Battery' }, { p: [3000, 'mAh'] }],
  // ---- display size
  ['5.0 inches (~71.4% screen-to-body ratio)', { entry: 'Display size' }, { p: [5, 'in'], q: ['5 in', '71.4 %'] }],
  ['6.26 inches (~80.0% screen-to-body ratio)', { entry: 'Display size' }, { p: [6.26, 'in'], q: ['6.26 in', '80 %'] }],
  ['6.4 inches, 101.0 cm2 (~85.9% screen-to-body ratio)', { entry: 'Display size' }, { p: [6.4, 'in'], q: ['6.4 in', '101 cm²', '85.9 %'], parts: ['6.4 inches', '101.0 cm2 (~85.9% screen-to-body ratio)'] }],
  ['6.4 inches, 101.0 cm2 (~85.9% screen-to-body ratio)', null, { p: [6.4, 'in'] }],
  ['6.8 inches', { entry: 'Display size' }, { p: [6.8, 'in'] }],
  ['6.8"', { entry: 'Display size' }, { p: [6.8, 'in'] }],
  ['5.5-inch', { entry: 'Display size' }, { p: [5.5, 'in'] }],
  ['12.4-inch', { entry: 'Display size' }, { p: [12.4, 'in'] }],
  ['6.2 in', { entry: 'Display size' }, { p: [6.2, 'in'] }],
  ['6.78"', { entry: 'Display size' }, { p: [6.78, 'in'] }],
  ['5.0″', null, { p: [5, 'in'] }],
  ['5.5', { entry: 'Display size', unit: 'in' }, { p: [5.5, 'in'] }],
  ['1.77', { unit: 'inches' }, { p: [1.77, 'in'] }],
  ['6.1 in (155 mm)', { entry: 'Display size' }, { p: [6.1, 'in'], q: ['6.1 in', '155 mm'] }],
  // ---- resolution and pixel density
  ['480 x 960 pixels (~215 ppi density)', { entry: 'Resolution' }, { res: [480, 960], p: null, q: ['480 px', '960 px', '215 ppi'] }],
  ['1080 x 2400 pixels, 20:9 ratio (~405 ppi density)', { entry: 'Resolution' }, { res: [1080, 2400], q: ['1080 px', '2400 px', '405 ppi'] }],
  ['1080 x 2400 pixels, 20:9 ratio (~405 ppi density)', { entry: 'Pixel density' }, { p: [405, 'ppi'], approx: true }],
  ['1080×2460 px', { entry: 'Resolution' }, { res: [1080, 2460] }],
  ['720x1440', { entry: 'Resolution' }, { res: [720, 1440], dims: undefined }],
  ['480 x 960', { entry: 'Resolution' }, { res: [480, 960] }],
  ['1080 x 2340', null, { res: [1080, 2340] }],
  ['1536x2048', { unit: 'px' }, { res: [1536, 2048] }],
  ['1752 x 2800 pixels', null, { res: [1752, 2800] }],
  ['120x160', { entry: 'Resolution' }, { res: [120, 160] }],
  ['~395 ppi', { entry: 'Pixel density' }, { p: [395, 'ppi'], approx: true }],
  ['271 pixels per inch', { entry: 'Pixel density' }, { p: [271, 'ppi'] }],
  ['266 ppi', { entry: 'Pixel density' }, { p: [266, 'ppi'] }],
  ['196', { entry: 'Pixel density', unit: 'ppi' }, { p: [196, 'ppi'] }],
  ['113', { entry: 'PPI' }, { p: [113, 'ppi'] }],
  ['283 ppi', { entry: 'PPI' }, { p: [283, 'ppi'] }],
  // ---- dimensions, thickness, weight
  ['137.6 × 65.7 × 9.8 mm', { entry: 'Dimensions' }, { dims: [[137.6, 65.7, 9.8], 'mm'], p: null, q: ['137.6 mm', '65.7 mm', '9.8 mm'] }],
  ['158.9 x 76.9 x 8.1 mm (H x W x D)', { entry: 'Dimensions' }, { dims: [[158.9, 76.9, 8.1], 'mm'] }],
  ['155.7 x 74.7 x 8.2 mm (6.13 x 2.94 x 0.32 in)', null, { dims: [[155.7, 74.7, 8.2], 'mm'], q: ['155.7 mm', '74.7 mm', '8.2 mm', '6.13 in', '2.94 in', '0.32 in'] }],
  ['(6.13 x 2.94 x 0.32 in) 155.7 x 74.7 x 8.2 mm', null, { dims: [[155.7, 74.7, 8.2], 'mm'] }],
  ['146.1 x 71.6 x 9.9', { entry: 'Dimensions', unit: 'mm' }, { dims: [[146.1, 71.6, 9.9], 'mm'] }],
  ['240 x 169.5 x 7.5', { unit: 'mm' }, { dims: [[240, 169.5, 7.5], 'mm'] }],
  ['157.7 × 75.4 × 8 mm', { entry: 'Size' }, { dims: [[157.7, 75.4, 8], 'mm'] }],
  ['285 x 185 x 5.7 mm (H x W x D)', null, { dims: [[285, 185, 5.7], 'mm'] }],
  ['156 × 75 × 7.9 mm', null, { dims: [[156, 75, 7.9], 'mm'] }],
  ['8.9 mm', { entry: 'Thickness' }, { p: [8.9, 'mm'] }],
  ['9.4', { entry: 'Thickness', unit: 'mm' }, { p: [9.4, 'mm'] }],
  ['134 g (4.73 oz)', { entry: 'Weight' }, { p: [134, 'g'], q: ['134 g', '4.73 oz'] }],
  ['154 g (5.43 oz)', null, { p: [154, 'g'] }],
  ['209 g', { entry: 'Weight' }, { p: [209, 'g'] }],
  ['575g', { entry: 'Weight' }, { p: [575, 'g'] }],
  ['168 grams', { entry: 'Weight' }, { p: [168, 'g'] }],
  ['148 g', { entry: 'Mass' }, { p: [148, 'g'] }],
  ['150', { entry: 'Weight', unit: 'g' }, { p: [150, 'g'] }],
  ['1.2 kg', null, { p: [1.2, 'kg'], base: [1200, 'g'] }],
  ['4.73 oz', null, { p: [4.73, 'oz'], base: [134.093, 'g'] }],
  ['2.2 lbs', { entry: 'Weight' }, { p: [2.2, 'lb'] }],
  // ---- price
  ['€ 60', { entry: 'Price' }, { p: [60, 'EUR'], prices: [[60, 'EUR', false]] }],
  ['€280', { entry: 'Price' }, { prices: [[280, 'EUR', false]] }],
  ['€329', null, { p: [329, 'EUR'], prices: [[329, 'EUR', false]] }],
  ['€9.99', null, { prices: [[9.99, 'EUR', false]] }],
  ['140 euros', { entry: 'Price' }, { p: [140, 'EUR'], prices: [[140, 'EUR', false]] }],
  ['900 EUR', { entry: 'Price' }, { prices: [[900, 'EUR', false]] }],
  ['EUR 110', { entry: 'Price' }, { p: [110, 'EUR'], prices: [[110, 'EUR', false]] }],
  ['EUR 1,500', { entry: 'Price' }, { prices: [[1500, 'EUR', false]] }],
  ['2,500 euros', { entry: 'Price' }, { prices: [[2500, 'EUR', false]] }],
  ['€1,010', null, { prices: [[1010, 'EUR', false]] }],
  ['€ 1,290', null, { prices: [[1290, 'EUR', false]] }],
  ['approx. €70', { entry: 'Price' }, { p: [70, 'EUR'], prices: [[70, 'EUR', true]], approx: true }],
  ['approx. €1,440', { entry: 'Price' }, { prices: [[1440, 'EUR', true]] }],
  ['about 250 EUR', { entry: 'Price' }, { prices: [[250, 'EUR', true]] }],
  ['About 330 EUR', null, { p: [330, 'EUR'], prices: [[330, 'EUR', true]] }],
  ['80 euros', null, { prices: [[80, 'EUR', false]] }],
  ['122.03', { entry: 'Price', unit: 'EUR' }, { p: [122.03, 'EUR'], prices: [[122.03, 'EUR', false]] }],
  ['508.57 EUR', null, { prices: [[508.57, 'EUR', false]] }],
  ['122,03 EUR', null, { prices: [[122.03, 'EUR', false]] }],
  ['EUR 89,99', null, { prices: [[89.99, 'EUR', false]] }],
  // a lone leading zero is never a thousands group: a decimal comma or dot, however many digits follow
  ['0,545 kg', null, { p: [0.545, 'kg'], base: [545, 'g'] }],
  ['0,395', null, { p: [0.395, null] }],
  // a number written in words as the whole value, or before its unit; names and words that say other things stay words
  ['ten', null, { p: [10, null] }],
  ['a dozen', null, { p: [12, null] }],
  ['two dozen', null, { p: [24, null] }],
  ['twenty-four', null, { p: [24, null] }],
  ['one hundred and five', null, { p: [105, null] }],
  ['one month', null, { p: [1, 'month'] }],
  ['Ten Bells', null, { p: null }],
  ['One-way', null, { p: null }],
  // a word joined to a number by a hyphen is what it counts ("4-star" as "4 stars"); a run of star glyphs, its filled stars
  ['4-star', null, { p: [4, null] }],
  ['four-star', null, { p: [4, null] }],
  ['5-door', null, { p: [5, null] }],
  ['5-G', null, { p: null }],
  ['★★★★☆', null, { p: [4, null] }],
  ['⭐⭐⭐', null, { p: [3, null] }],
  ['☆☆☆', null, { p: null }],
  ['a month', null, { p: null }],
  ['none', null, { p: null }],
  ['0.250 kg', null, { p: [0.25, 'kg'] }],
  ['$ 199.99 / € 189.00 / £ 170.00', null, { prices: [[199.99, 'USD', false], [189, 'EUR', false], [170, 'GBP', false]], parts: ['$ 199.99', '€ 189.00', '£ 170.00'] }],
  ['$349', null, { prices: [[349, 'USD', false]] }],
  ['US$ 299', null, { prices: [[299, 'USD', false]] }],
  ['₹15,999', null, { prices: [[15999, 'INR', false]] }],
  ['Rs. 12,499', null, { prices: [[12499, 'INR', false]] }],
  ['-', { entry: 'Price' }, { p: null, empty: true, prices: undefined }],
  ['n/a', { entry: 'Price', unit: 'EUR' }, { p: null, empty: true, q: [] }],
  ['', { entry: 'Price' }, { p: null, empty: true, q: [], parts: [''] }],
  ['Price not available', { entry: 'Price' }, { p: null, q: [] }],
  ['Our price: EUR 110', null, { prices: [[110, 'EUR', false]] }],
  // ---- memory
  ['8GB 1GB RAM', { entry: 'Storage' }, { p: [8, 'GB'], memory: [{ storage: 8, ram: 1 }] }],
  ['8GB 1GB RAM', { entry: 'RAM' }, { p: [1, 'GB'] }],
  ['32GB 3GB RAM', { entry: 'Storage' }, { p: [32, 'GB'], memory: [{ storage: 32, ram: 3 }] }],
  ['1GB RAM / 8GB', { entry: 'Storage' }, { p: [8, 'GB'], memory: [{ ram: 1, storage: 8 }] }],
  ['1GB RAM / 8GB', { entry: 'RAM' }, { p: [1, 'GB'] }],
  ['8GB RAM / 256GB', { entry: 'RAM' }, { p: [8, 'GB'] }],
  ['8GB RAM, 256GB', null, { memory: [{ ram: 8, storage: 256 }], q: ['8 GB', '256 GB'] }],
  ['128GB 8GB RAM, 256GB 12GB RAM', { entry: 'Storage' }, { p: [128, 'GB'], memory: [{ storage: 128, ram: 8 }, { storage: 256, ram: 12 }] }],
  ['64GB 4GB RAM, 128GB 6GB RAM, 128GB 8GB RAM', { entry: 'RAM' }, { p: [4, 'GB'], memory: [{ storage: 64, ram: 4 }, { storage: 128, ram: 6 }, { storage: 128, ram: 8 }] }],
  ['256GB 8GB RAM, 1TB 12GB RAM', { entry: 'Storage' }, { memory: [{ storage: 256, ram: 8 }, { storage: 1024, ram: 12 }] }],
  ['6 GB', { entry: 'RAM' }, { p: [6, 'GB'], memory: undefined }],
  ['8GB', { entry: 'Memory (RAM)' }, { p: [8, 'GB'] }],
  ['128 GB', { entry: 'Internal storage' }, { p: [128, 'GB'] }],
  ['16', { entry: 'Storage', unit: 'GB' }, { p: [16, 'GB'] }],
  ['1 TB', null, { p: [1, 'TB'], base: [2 ** 40, 'B'] }],
  ['512 MB', null, { p: [512, 'MB'], base: [2 ** 29, 'B'] }],
  ['Up to 1TB (microSDXC)', null, { p: [1, 'TB'], bound: 'max' }],
  ['microSDXC (dedicated slot)', null, { p: null, q: [] }],
  // ---- CPU, SIM, network, OS
  ['Octa-core (8 cores)', { entry: 'CPU' }, { p: [8, 'cores'], hints: { 'CPU cores': 8 } }],
  ['Quad-core (4 cores)', { entry: 'CPU' }, { hints: { 'CPU cores': 4 } }],
  ['Octa-core', { entry: 'CPU' }, { p: null, hints: { 'CPU cores': 8 } }],
  ['Single-core (1 core)', null, { hints: { 'CPU cores': 1 } }],
  ['8 cores', { entry: 'Chipset cores' }, { p: [8, 'cores'], hints: { 'CPU cores': 8 } }],
  ['4', { entry: 'CPU cores' }, { p: [4, 'cores'] }],
  ['n/a', { entry: 'CPU cores' }, { p: null, empty: true }],
  ['Octa-core (1x3.2 GHz Cortex-X2 & 3x2.5 GHz Cortex-A710 & 4x1.8 GHz Cortex-A510)', { entry: 'CPU' }, { hints: { 'CPU cores': 8 }, dims: undefined }],
  ['Dual SIM (Nano-SIM, dual stand-by)', null, { hints: { 'SIM slots': 2 }, q: [] }],
  ['Nano-SIM, dual stand-by', null, { hints: { 'SIM slots': 2 } }],
  ['Nano-SIM, dual SIM', { entry: 'SIM' }, { hints: { 'SIM slots': 2 }, parts: ['Nano-SIM', 'dual SIM'] }],
  ['Micro-SIM (single SIM)', { entry: 'SIM' }, { hints: { 'SIM slots': 1 } }],
  ['Triple SIM (Nano-SIM)', { entry: 'SIM' }, { hints: { 'SIM slots': 3 } }],
  ['Nano-SIM', { entry: 'SIM' }, { hints: {} }],
  ['No', { entry: 'SIM' }, { bool: false, hints: { 'SIM slots': 0 } }],
  ['No', { entry: 'NFC' }, { bool: false, hints: {} }],
  ['GSM / HSPA / LTE / 5G', { entry: 'Network technology' }, { p: null, q: [], parts: ['GSM', 'HSPA', 'LTE', '5G'] }],
  ['GSM / CDMA / HSPA / CDMA2000 / LTE / 5G', null, { q: [], parts: ['GSM', 'CDMA', 'HSPA', 'CDMA2000', 'LTE', '5G'] }],
  ['No cellular connectivity', null, { bool: null, q: [] }],
  ['Android 11', { entry: 'OS' }, { p: [11, null] }],
  ['Android 8.1', { entry: 'OS' }, { p: [8.1, null] }],
  ['Android 7.1.1', { entry: 'OS' }, { p: null, q: [] }],
  ['iPadOS 16.1', { entry: 'OS' }, { p: [16.1, null], q: ['16.1'] }],
  ['Fingerprint, accelerometer, gyro, proximity, compass', null, { q: [], parts: ['Fingerprint', 'accelerometer', 'gyro', 'proximity', 'compass'] }],
  // a middle dot or bullet set between spaces separates items as a comma does; inside a token it does not
  ['Vegetarian · Vegan · Gluten-free', { entry: 'Dietary' }, { q: [], parts: ['Vegetarian', 'Vegan', 'Gluten-free'] }],
  ['Wi-Fi • Bluetooth', null, { q: [], parts: ['Wi-Fi', 'Bluetooth'] }],
  ['Lehmann·Verlag', null, { parts: ['Lehmann·Verlag'] }],
  ['Fingerprint; accelerometer; gyro; proximity; compass; sar', null, { parts: ['Fingerprint', 'accelerometer', 'gyro', 'proximity', 'compass', 'sar'] }],
  ['accelerometer | proximity', null, { parts: ['accelerometer', 'proximity'] }],
  ['MT6739', { entry: 'Chipset' }, { p: null, q: [] }],
  ['Mediatek MT6833P Dimensity 810 (7 nm)', null, { q: ['810', '7 nm'] }],
  ['Snapdragon 865 5G', { entry: 'Chipset' }, { p: null, q: ['865'] }],
  // ---- booleans
  ['Yes', { entry: '5G' }, { bool: true }],
  ['No', { entry: '5G' }, { bool: false }],
  ['N', null, { bool: false }],
  ['Y', null, { bool: true }],
  ['✓', null, { bool: true }],
  ['✗', null, { bool: false }],
  ['—', null, { bool: false }],
  ['Supported', null, { bool: true }],
  ['Not supported', null, { bool: false }],
  ['Yes, with A-GPS', null, { bool: true }],
  // yes and no of the other languages a folder's exports are written in, and a permission or its refusal
  ['ja', null, { bool: true }],
  ['nee', null, { bool: false }],
  ['nein', null, { bool: false }],
  ['sì', null, { bool: true }],
  ['not allowed', null, { bool: false }],
  ['welcome (on a lead)', null, { bool: true }],
  ['available (token)', null, { bool: true }],
  ['Yes, dual-band', null, { bool: true, q: [] }],
  ['No (market dependent)', null, { bool: false }],
  ['Phone', null, { bool: null, q: [] }],
  // ---- dates and years
  ['2023, March 15', null, { date: { year: 2023, month: 3, day: 15 }, q: [], parts: ['2023, March 15'] }],
  // a date naming its day and month may be of any year of the millennium; a month and year alone stays this century's
  ['10 December 1815', null, { date: { year: 1815, month: 12, day: 10 }, q: [] }],
  ['November 23, 1789', null, { date: { year: 1789, month: 11, day: 23 }, q: [] }],
  ['Released 2022, October', null, { date: { year: 2022, month: 10 }, q: [] }],
  ['Available. Released 2022, October 21', null, { date: { year: 2022, month: 10, day: 21 } }],
  ['Exp. announcement 2024', null, { date: { year: 2024 }, q: [] }],
  ['Released in 2021', { entry: 'Released' }, { date: { year: 2021 }, p: null, q: [] }],
  ['Released 2019', { entry: 'Status' }, { date: { year: 2019 } }],
  ['2019 (released)', { entry: 'Launched' }, { date: { year: 2019 } }],
  ['2016', { entry: 'Released' }, { date: { year: 2016 }, q: [] }],
  ['2018', { entry: 'Launch year' }, { date: { year: 2018 } }],
  ['2020', null, { date: { year: 2020 } }],
  ['Announced Jun 2021', null, { date: { year: 2021, month: 6 } }],
  ['2021-06-15', null, { date: { year: 2021, month: 6, day: 15 }, q: [] }],
  ['15 March 2023', null, { date: { year: 2023, month: 3, day: 15 } }],
  ['March 15th, 2023', null, { date: { year: 2023, month: 3, day: 15 } }],
  ['Cancelled', { entry: 'Status' }, { date: null, q: [] }],
  // ---- ranges, bounds, other units
  ['Up to 120Hz', null, { p: [120, 'Hz'], bound: 'max' }],
  ['120Hz', { entry: 'Refresh rate' }, { p: [120, 'Hz'] }],
  ['10–20 W', null, { range: [10, 20, 'W'], q: ['10 W', '20 W'] }],
  ['10-20 W', null, { range: [10, 20, 'W'] }],
  ['15 to 25 W', null, { range: [15, 25, 'W'] }],
  ['25W wired, PD3.0', { entry: 'Charging' }, { p: [25, 'W'] }],
  ['1200 nits (peak)', { entry: 'Brightness' }, { p: [1200, 'nits'] }],
  ['2.4 GHz', null, { p: [2.4, 'GHz'], base: [2.4e9, 'Hz'] }],
  ['50 MP, f/1.8, 26mm (wide), 1/1.56", 1.0µm, PDAF, OIS', { entry: 'Main camera' }, { p: [50, 'MP'], q: ['50 MP', '1.8', '26 mm', '1 µm'] }],
  ['4K@30/60fps, 1080p@30/60/240fps', null, { p: [30, 'fps'], q: ['30 fps', '60 fps', '1080 p', '30 fps', '60 fps', '240 fps'] }],
  ['128/256 GB', { entry: 'Storage' }, { p: [128, 'GB'], q: ['128 GB', '256 GB'] }],
  ['-20 °C', null, { p: [-20, '°C'] }],
  ['32 °F', null, { p: [32, '°F'], base: [0, '°C'] }],
  ['Bluetooth 5.0, A2DP, LE', null, { q: ['5'] }],
  ['3.5mm jack', null, { p: [3.5, 'mm'] }],
  ['-93.5 dB', null, { p: [-93.5, 'dB'] }],
  ['18W fast charging', null, { p: [18, 'W'] }],
  // ---- ConditionalQA money, durations, ages, dates
  ['£1,234.50', null, { p: [1234.5, 'GBP'], prices: [[1234.5, 'GBP', false]] }],
  ['£96.25 a week', null, { prices: [[96.25, 'GBP', false, 'week']] }],
  ['You could get £60 or £89.60 a week', null, { prices: [[60, 'GBP', false], [89.6, 'GBP', false, 'week']] }],
  ['Lower rate - £60', null, { prices: [[60, 'GBP', false]], range: undefined }],
  ['Higher rate - £89.60', null, { prices: [[89.6, 'GBP', false]] }],
  ['£200,000.01 to £300,000', null, { range: [200000.01, 300000, 'GBP'], prices: [[200000.01, 'GBP', false], [300000, 'GBP', false]] }],
  ['£500,000.01 or more', null, { prices: [[500000.01, 'GBP', false]], bound: 'min' }],
  ['£15,000 or less', null, { bound: 'max', prices: [[15000, 'GBP', false]] }],
  ['Goods worth £135 or less in total', null, { p: [135, 'GBP'], bound: 'max' }],
  ['Up to £4,079', null, { p: [4079, 'GBP'], bound: 'max' }],
  ['a non-refundable fee of £1,975', null, { prices: [[1975, 'GBP', false]] }],
  ['household income of less than £30,993', null, { p: [30993, 'GBP'], bound: 'max' }],
  ['Taxable profits of up to £1.5 million', null, { p: [1500000, 'GBP'], bound: 'max' }],
  ['9% of their income above £27,295 a year for Plan 2', null, { q: ['9 %', '27295 GBP', '2'], prices: [[27295, 'GBP', false, 'year']] }],
  ['91.68 pence', null, { p: [91.68, 'GBp'], prices: [[0.9168, 'GBP', false]] }],
  ['It costs £215 to apply to the court.', null, { prices: [[215, 'GBP', false]] }],
  ['52 weeks', null, { p: [52, 'week'], base: [52 * 7 * 86400, 's'] }],
  ['first 26 weeks', null, { p: [26, 'week'] }],
  ['within 6 months', null, { p: [6, 'month'], bound: 'max' }],
  ['at least 10 weeks before you apply', null, { p: [10, 'week'], bound: 'min' }],
  ['within 28 days of receiving it', null, { p: [28, 'day'] }],
  ['16 or over', null, { p: [16, null], bound: 'min' }],
  ['moped if you’re 16 or over', null, { p: [16, null], bound: 'min' }],
  ['Children between 5 and 15', null, { range: [5, 15, null] }],
  ['aged 16 to 25', null, { range: [16, 25, null] }],
  ['32.5%', null, { p: [32.5, '%'] }],
  ['More than 15%, up to 22%', null, { q: ['15 %', '22 %'], parts: ['More than 15%', 'up to 22%'] }],
  ['27 October 2013', null, { date: { year: 2013, month: 10, day: 27 }, q: [] }],
  ['before 6 April 2016', null, { date: { year: 2016, month: 4, day: 6 } }],
  ['11 May 2013 to 31 May 2014', null, { dates: [{ year: 2013, month: 5, day: 11 }, { year: 2014, month: 5, day: 31 }], range: undefined, q: [] }],
  ['after 31 March 2002', null, { date: { year: 2002, month: 3, day: 31 } }],
  ['the loan was more than £10,000 (£5,000 in 2013-14)', null, { prices: [[10000, 'GBP', false], [5000, 'GBP', false]], date: { year: 2013 }, q: ['10000 GBP', '5000 GBP'] }],
  ['2020 to 2021', null, { dates: [{ year: 2020 }, { year: 2021 }], q: [] }],
  ['up to 6 penalty points', null, { p: [6, null], bound: 'max' }],
  ['It usually goes up on 1 April', null, { q: [] }],
  ['0300 123 1234', null, { q: ['300', '123', '1234'] }],
  // fractions: mixed numbers, fraction characters, a lone fraction before a unit; not scores, counts or dates
  ['70 3/4 × 81 1/4 in.', null, { dims: [[70.75, 81.25], 'in'] }],
  ['70¾ in', null, { p: [70.75, 'in'] }],
  ['2 1/2 hours', null, { p: [2.5, 'h'] }],
  ['5/8 in', null, { p: [0.625, 'in'] }],
  ['½', null, { p: [0.5, null] }],
  ['2/4 available', null, { q: ['2', '4'] }],
  ['3/10 rating', null, { q: ['3', '10'] }],
  ['12/11/2006', null, { q: ['12', '11', '2006'] }],
  // densities and molar masses, in one unit each whatever the page writes
  ['1,330 kg/m³', null, { p: [1330, 'kg/m³'], base: [1.33, 'g/cm³'] }],
  ['0.902 g/mL', null, { p: [0.902, 'g/mL'], base: [0.902, 'g/cm³'] }],
  ['3.1 g/cm3', null, { p: [3.1, 'g/cm³'] }],
  ['120.37 g mol⁻¹', null, { p: [120.37, 'g/mol'], base: [120.37, 'g/mol'] }],
];

function show(pv: ParsedValue): string {
  return JSON.stringify({ ...pv, quantities: pv.quantities.map((q) => `${q.value}${q.unit ? ` ${q.unit}` : ''}`) });
}

function check(raw: string, hint: ParseHint | null, e: Expect): void {
  const pv = parseValue(raw, hint ?? undefined);
  const ctx = `${JSON.stringify(raw)} ${hint ? JSON.stringify(hint) : ''} → ${show(pv)}`;
  expect(pv.raw, ctx).toBe(raw);
  if ('p' in e) {
    if (e.p === null) expect(pv.primary, ctx).toBeNull();
    else {
      expect(pv.primary, ctx).not.toBeNull();
      expect([pv.primary!.value, pv.primary!.unit], ctx).toEqual(e.p);
    }
  }
  if (e.q) expect(pv.quantities.map((q) => `${q.value}${q.unit ? ` ${q.unit}` : ''}`), ctx).toEqual(e.q);
  if (e.base) {
    expect(pv.primary?.canonical?.unit, ctx).toBe(e.base[1]);
    expect(pv.primary?.canonical?.value, ctx).toBeCloseTo(e.base[0], 3);
  }
  if ('dims' in e) expect(pv.dims && [pv.dims.values, pv.dims.unit], ctx).toEqual(e.dims);
  if (e.res) expect(pv.resolution, ctx).toEqual({ width: e.res[0], height: e.res[1] });
  if ('range' in e) expect(pv.range && [pv.range.min, pv.range.max, pv.range.unit], ctx).toEqual(e.range);
  if ('prices' in e) {
    const got = pv.prices?.map((p) => [p.amount, p.currency, p.approx, p.per]);
    const want = e.prices?.map(([a, c, approx, per]) => [a, c, approx ?? false, per]);
    expect(got, ctx).toEqual(want);
  }
  if ('bool' in e) expect(pv.boolean, ctx).toBe(e.bool === null ? undefined : e.bool);
  if ('date' in e) expect(pv.date, ctx).toEqual(e.date === null ? undefined : e.date);
  if (e.dates) expect(pv.dates, ctx).toEqual(e.dates);
  if (e.parts) expect(pv.parts, ctx).toEqual(e.parts);
  if (e.hints) expect(Object.fromEntries((pv.hints ?? []).map((h) => [h.entry, h.value])), ctx).toEqual(e.hints);
  // role pairs hold canonical bytes; the table states them in GB
  if ('memory' in e) expect(pv.memory?.map((m) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v / 2 ** 30]))), ctx).toEqual(e.memory);
  if (e.empty !== undefined) expect(pv.empty, ctx).toBe(e.empty);
  if (e.approx !== undefined) expect(pv.primary?.approx ?? false, ctx).toBe(e.approx);
  if (e.bound !== undefined) expect(pv.primary?.bound, ctx).toBe(e.bound);
}

describe('parseValue over real value strings', () => {
  it('has at least 150 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(150);
  });
  for (const [raw, hint, e] of CASES) {
    it(`${JSON.stringify(raw)}${hint ? ` ${JSON.stringify(hint)}` : ''}`, () => check(raw, hint, e));
  }
});

describe('parseValue invariants', () => {
  it('keeps the raw text and quantity ranges that point into it', () => {
    for (const [raw, hint] of CASES) {
      const pv = parseValue(raw, hint ?? undefined);
      for (const q of pv.quantities) {
        expect(q.start, raw).toBeGreaterThanOrEqual(0);
        expect(q.end, raw).toBeLessThanOrEqual(raw.length);
        // (a number written in words spans its words: "a dozen"; a fraction may be one character: "½"; stars, their glyphs)
        expect(raw.slice(q.start, q.end), raw).toMatch(/\d|^[a-z -]+$|^[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]$|^[★☆⭐]+$/u);
      }
      pv.partSpans.forEach((s, i) => expect(raw.slice(s.start, s.end)).toBe(pv.parts[i]));
    }
  });

  it('never throws on odd input', () => {
    for (const raw of ['', ' ', '((((', '1,,,,2', '..5', '5..', 'x x x', '€', '-', '1e309', '9'.repeat(400), '12/34/5678', '\u0000']) {
      expect(() => parseValue(raw)).not.toThrow();
    }
  });

  it('the primary is always one of the quantities', () => {
    for (const [raw, hint] of CASES) {
      const pv = parseValue(raw, hint ?? undefined);
      if (pv.primary) expect(pv.quantities).toContain(pv.primary);
    }
  });
});
