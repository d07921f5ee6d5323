// Inline SVG icons (no icon font, nothing loaded from the network).
const PATHS = {
  logo: 'M4 20 L10 6 L14 14 L16 10 L20 20 Z',
  library: 'M4 5h4v14H4zM10 5h4v14h-4zM16.5 5.5l3.5 1-3 12.5-3.5-1z',
  chat: 'M4 5h16v11H9l-5 4z',
  graph: 'M6 6m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0M18 8m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0M10 18m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0M8 7l8 1M7 8l2 8M16 9l-5 8',
  query: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  settings: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  moon: 'M20 14A8 8 0 0 1 10 4a8 8 0 1 0 10 10z',
  sun: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 2v2M12 20v2M2 12h2M20 12h2M5 5l1.5 1.5M17.5 17.5L19 19M5 19l1.5-1.5M17.5 6.5L19 5',
  contrast: 'M12 3a9 9 0 1 0 0 18zM12 3a9 9 0 0 1 0 18',
  folder: 'M3 6h6l2 2h10v11H3z',
  trash: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13',
  refresh: 'M20 11A8 8 0 0 0 5.5 7M4 13a8 8 0 0 0 14.5 4M5 3v4h4M19 21v-4h-4',
  send: 'M4 12l16-8-6 16-2-6z',
  close: 'M6 6l12 12M18 6L6 18',
  play: 'M7 5l12 7-12 7z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  expand: 'M12 5v14M5 12h14',
  fit: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  search: 'M10 4a6 6 0 1 0 0 12a6 6 0 1 0 0-12M15 15l5 5',
} as const;

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
