// The models folder as the Settings screen shows it.
import fs from 'node:fs';
import path from 'node:path';
import type { ModelEntry, ModelListing } from '../../../shared/api.ts';
import { isModelInfo, listModels } from '../llm/index.ts';

export async function modelListing(dir: string): Promise<ModelListing> {
  if (!fs.existsSync(dir)) return { dir, models: [] };
  const found = await listModels(dir);
  const models: ModelEntry[] = found.map((m) =>
    isModelInfo(m)
      ? { fileName: m.fileName, path: m.path, kind: m.kind, name: m.name, sizeBytes: m.sizeBytes, architecture: m.architecture, contextLength: m.contextLength, error: null }
      : { fileName: path.basename(m.path), path: m.path, kind: null, name: path.basename(m.path), sizeBytes: null, architecture: null, contextLength: null, error: m.error },
  );
  return { dir, models };
}
