// `quarry models [--dir DIR]`: the GGUF files found in the models folder, with their metadata or why they are unusable.
import { defaultModelsDir, isModelInfo, listModels } from '../engine/llm/index.ts';
import { printJson, type GlobalOptions } from './common.ts';

export async function modelsCommand(opts: GlobalOptions & { dir?: string }): Promise<number> {
  const dir = opts.dir ?? defaultModelsDir();
  const models = await listModels(dir);
  if (opts.json) {
    printJson({ dir, models });
    return 0;
  }
  if (models.length === 0) {
    console.log(`No GGUF models in ${dir}. Quarry works without one; see docs/models.md to add a chat or embedding model.`);
    return 0;
  }
  for (const m of models) {
    if (isModelInfo(m)) {
      console.log(
        `${m.fileName}  ${m.kind}  ${m.architecture}  ${(m.sizeBytes / 2 ** 20).toFixed(1)} MB  context ${m.contextLength}  embedding ${m.embeddingLength}${m.chatTemplate ? '  chat template' : ''}`,
      );
    } else console.log(`${m.path}  unusable: ${m.error}`);
  }
  return 0;
}
