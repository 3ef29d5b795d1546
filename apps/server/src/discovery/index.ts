// The discovery feature's public surface: its routes and the deck's first card in the HTML
// (docs/decisions/022-first-card-in-the-html.md).
export { renderDeckShell } from './deck-shell.js';
export { discoveryRoutes } from './routes.js';
