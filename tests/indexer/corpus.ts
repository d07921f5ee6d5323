// Generates small device-spec folders for the indexer tests: HTML product pages with a spec table, Markdown
// notes with key/value lists, a CSV catalogue with several devices, and links between the pages.
import fs from 'node:fs';
import path from 'node:path';

export interface Device {
  name: string;
  slug: string;
  battery: number;
  weight: number;
  price: number;
  year: number;
}

export function device(i: number): Device {
  return {
    name: `Testphone ${i}`,
    slug: `testphone-${i}`,
    battery: 3000 + i * 10,
    weight: 150 + (i % 50),
    price: 199 + i,
    year: 2016 + (i % 8),
  };
}

export function htmlPage(d: Device, links: string[] = []): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${d.name} - specifications</title></head>
<body>
<h1>${d.name}</h1>
<p>The ${d.name} is a phone released in ${d.year} with a ${d.battery} mAh battery.</p>
<table>
<tr><th colspan="2">Body</th></tr>
<tr><td>Weight</td><td>${d.weight} g</td></tr>
<tr><th colspan="2">Battery</th></tr>
<tr><td>Capacity</td><td>${d.battery} mAh</td></tr>
<tr><th colspan="2">Misc</th></tr>
<tr><td>Price</td><td>EUR ${d.price}</td></tr>
<tr><td>Released</td><td>${d.year}</td></tr>
</table>
<ul>${links.map((l) => `<li><a href="${l}">${l}</a></li>`).join('')}</ul>
</body></html>
`;
}

export function markdownNote(d: Device): string {
  return `# ${d.name}

A note about the ${d.name}, which came out in ${d.year}.

## Battery

Capacity: ${d.battery} mAh

## Body

Weight: ${d.weight} g

## Misc

Price: €${d.price}
`;
}

export function csvCatalogue(devices: Device[]): string {
  return ['Model,Battery (mAh),Weight (g),Price (EUR),Launch year', ...devices.map((d) => `${d.name},${d.battery},${d.weight},${d.price},${d.year}`)].join('\n') + '\n';
}

/**
 * Writes `count` documents under `dir`: every 3rd an HTML page (linking to the previous page), every 3rd+1 a
 * Markdown note, and the rest grouped five to a CSV catalogue row set. Returns the file paths written.
 */
export function writeCorpus(dir: string, count: number): string[] {
  const written: string[] = [];
  const write = (rel: string, text: string) => {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    written.push(file);
  };
  let catalogue: Device[] = [];
  let prevPage: string | null = null;
  for (let i = 0; i < count; i++) {
    const d = device(i);
    const brand = `brand${i % 4}`;
    if (i % 3 === 0) {
      write(`${brand}/${d.slug}.html`, htmlPage(d, prevPage ? [`../${prevPage}`] : []));
      prevPage = `${brand}/${d.slug}.html`;
    } else if (i % 3 === 1) {
      write(`${brand}/${d.slug}.md`, markdownNote(d));
    } else {
      catalogue.push(d);
      if (catalogue.length === 5) {
        write(`catalogues/catalogue-${i}.csv`, csvCatalogue(catalogue));
        catalogue = [];
      }
    }
  }
  if (catalogue.length) write(`catalogues/catalogue-last.csv`, csvCatalogue(catalogue));
  return written;
}
