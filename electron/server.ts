// `npm run web -- [--port N] [--library PATH] [--models DIR] [--sample] [--open]`: Quarry's UI in the browser.
// Prints exactly one line on stdout when ready: `Quarry web mode: http://127.0.0.1:N/?token=…`; with --open it
// also opens that address in the default browser (a note goes to stderr when it cannot).
import { Command, CommanderError } from 'commander';
import { defaultLibraryPath } from './engine/store/library.ts';
import { failure } from './cli/common.ts';
import { startWebMode } from './server/web-mode.ts';
import { openInBrowser } from './server/open-browser.ts';

const program = new Command()
  .name('quarry-web')
  .description('Quarry in the browser: the same UI and API as the desktop app, on 127.0.0.1 only')
  .option('--port <n>', 'port to listen on (default: a free one)')
  .option('--library <path>', `library file (default ${defaultLibraryPath()})`)
  .option('--models <dir>', 'folder of GGUF models')
  .option('--sample', 'index the bundled sample library when the library is new')
  .option('--open', 'open the address in the default browser')
  .exitOverride();

try {
  program.parse(process.argv);
  const opts = program.opts<{ port?: string; library?: string; models?: string; sample?: boolean; open?: boolean }>();
  const port = opts.port === undefined ? 0 : Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not ${opts.port}`);
  const web = await startWebMode({ libraryPath: opts.library ?? defaultLibraryPath(), port, modelsDir: opts.models, seedSample: opts.sample });
  process.stdout.write(`Quarry web mode: ${web.url}\n`);
  if (opts.open) {
    void openInBrowser(web.url).then((why) => {
      if (why) process.stderr.write(`Quarry: could not open a browser (${why}); open the address above yourself.\n`);
    });
  }
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    web.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  process.exitCode = e instanceof CommanderError ? (e.exitCode === 0 ? 0 : 2) : failure(e);
}
