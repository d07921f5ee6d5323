// Where the engine finds its shipped resources (ontology aliases, rules): the repository's resources/ folder when
// running from a checkout, or the folder named by QUARRY_RESOURCES (an installed app sets it to its resources path).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CHECKOUT_RESOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../resources');

export function resourcePath(...parts: string[]): string {
  return path.join(process.env.QUARRY_RESOURCES || CHECKOUT_RESOURCES, ...parts);
}
