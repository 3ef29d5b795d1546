import type { FastifyInstance } from 'fastify';
import { type Access, accessOf } from './access.js';

export type RouteEntry = {
  method: string;
  url: string;
  /** undefined outside /api (files, the web app): those routes guard themselves. */
  access: Access | undefined;
  websocket: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as registered (tests walk it; see access.ts). */
    routeTable: RouteEntry[];
  }
}

/** Records each route as it is added; register before any route. */
export function registerRouteTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD route for every GET; it is guarded as the GET is.
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        access: accessOf(route.url, route.config?.access),
        websocket: Boolean((route as { websocket?: boolean }).websocket),
      });
    }
  });
}
