// Renderer entry: connects to the engine (IPC in the app, HTTP in web mode) and mounts the UI.
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { connect } from './api/client.ts';
import { applyTheme, storedTheme } from './lib/theme.ts';
import './styles.css';

applyTheme(storedTheme());
const client = connect();
const root = createRoot(document.getElementById('root')!);
root.render(
  client ? (
    <App client={client} />
  ) : (
    <main className="no-token" role="alert">
      <h1>Quarry</h1>
      <p>This page needs the address printed by <code>npm run web</code> (it carries a one-time access token).</p>
    </main>
  ),
);
