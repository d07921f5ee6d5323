// Electron fuses of the packaged app. No Electron binary can be fetched here, so the test checks the configuration
// electron-builder applies (electron-builder.yml) and flips it, with the same code electron-builder runs
// (app-builder-lib's generateFuseConfig and @electron/fuses), into a stand-in binary carrying a fuse wire.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/tmp.ts';

const require = createRequire(import.meta.url);
const repo = path.resolve(import.meta.dirname, '..', '..');
const yaml = require('js-yaml') as { load(text: string): unknown };
const fuses = require('@electron/fuses') as {
  FuseV1Options: Record<string, number | string>;
  flipFuses(file: string, config: unknown): Promise<number>;
  getCurrentFuseWire(file: string): Promise<Record<string, unknown>>;
};
const { PlatformPackager } = require('app-builder-lib') as { PlatformPackager: { prototype: { generateFuseConfig(f: unknown): Promise<Record<string, unknown>> } } };

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const ENABLE = 49;
const DISABLE = 48;

/** What each fuse must be in the packaged app, and why. */
const POLICY: Record<string, boolean> = {
  runAsNode: true, // the model process is a forked Node (ELECTRON_RUN_AS_NODE)
  enableCookieEncryption: true,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  loadBrowserProcessSpecificV8Snapshot: false,
  grantFileProtocolExtraPrivileges: false, // the UI is served from quarry://, never file://
};

const config = yaml.load(fs.readFileSync(path.join(repo, 'electron-builder.yml'), 'utf8')) as { electronFuses?: Record<string, boolean> };

describe('Electron fuses', () => {
  it('are all set explicitly in electron-builder.yml, as the policy says', () => {
    const known = Object.keys(fuses.FuseV1Options).filter((k) => Number.isNaN(Number(k)));
    expect(Object.keys(config.electronFuses ?? {}).sort()).toEqual(Object.keys(POLICY).sort());
    expect(known).toHaveLength(Object.keys(POLICY).length); // a fuse @electron/fuses knows and the policy does not is a failure
    expect(config.electronFuses).toEqual(POLICY);
  });

  it('flip into a fuse wire as intended, through the code electron-builder runs', async () => {
    const file = path.join(tempDir('quarry-fuses-'), 'electron');
    // a stand-in binary: padding, the sentinel, wire version 1, 8 fuses all enabled (Electron's defaults vary)
    fs.writeFileSync(file, Buffer.concat([Buffer.alloc(64, 0x90), Buffer.from(SENTINEL), Buffer.from([1, 8]), Buffer.alloc(8, ENABLE), Buffer.alloc(64, 0x90)]));
    const fuseConfig = await PlatformPackager.prototype.generateFuseConfig.call({}, config.electronFuses);
    await fuses.flipFuses(file, { ...fuseConfig, strictlyRequireAllFuses: true });
    const wire = await fuses.getCurrentFuseWire(file);
    const names = ['RunAsNode', 'EnableCookieEncryption', 'EnableNodeOptionsEnvironmentVariable', 'EnableNodeCliInspectArguments', 'EnableEmbeddedAsarIntegrityValidation', 'OnlyLoadAppFromAsar', 'LoadBrowserProcessSpecificV8Snapshot', 'GrantFileProtocolExtraPrivileges'];
    for (const name of names) {
      const key = name[0]!.toLowerCase() + name.slice(1);
      expect(wire[fuses.FuseV1Options[name] as number], name).toBe(POLICY[key] ? ENABLE : DISABLE);
    }
  });

  it('the shell relies on nothing the fuses turn off', () => {
    const main = fs.readFileSync(path.join(repo, 'electron', 'main.ts'), 'utf8').replace(/^\s*\/\/.*$/gm, ''); // code, not comments
    expect(main).not.toMatch(/loadFile\(|file:\/\/.*loadURL|loadURL\(`file:/); // pages come from quarry://
    expect(main).not.toMatch(/NODE_OPTIONS|--inspect/);
    expect(fs.readFileSync(path.join(repo, 'electron', 'engine', 'llm', 'model-process.ts'), 'utf8')).toMatch(/ELECTRON_RUN_AS_NODE/);
  });
});
