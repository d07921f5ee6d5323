// Resolves an href found in a file to the absolute path of a file in the same library folder, or null for
// external links (http:, mailto:, …), in-page anchors and links that leave the folder.
import path from 'node:path';

export function resolveLink(root: string, fromFile: string, href: string): string | null {
  const trimmed = href.trim();
  if (!trimmed || trimmed.startsWith('#')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^file:/i.test(trimmed)) return null;
  let target = trimmed.replace(/^file:\/\//i, '').split('#')[0].split('?')[0];
  try {
    target = decodeURIComponent(target);
  } catch {
    // keep it as written
  }
  if (!target) return null;
  const isFileUrl = /^file:/i.test(trimmed);
  // "/x/y.html" in a site folder means the folder's root; a file: URL is an absolute path on disk
  const absolute = isFileUrl
    ? path.normalize(target)
    : target.startsWith('/')
      ? path.join(root, target)
      : path.resolve(path.dirname(fromFile), target);
  const rel = path.relative(root, absolute);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return absolute;
}
