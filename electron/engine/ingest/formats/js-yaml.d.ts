// The part of js-yaml (no bundled types) that formats/yaml.ts uses.
declare module 'js-yaml' {
  export const CORE_SCHEMA: unknown;
  export function loadAll(text: string, iterator?: undefined, options?: { schema?: unknown; filename?: string }): unknown[];
  export class YAMLException extends Error {}
}
