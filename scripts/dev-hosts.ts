// Vite plugin for `astro dev`: gives the dev server the production server's Host → tenant mapping,
// so http://<id>.localhost:4321/… shows that tenant's shells while editing.
import { hostTable, tenantForHost } from '../src/lib/hosts.ts';
import { matchRoute } from '../src/lib/routes.ts';
import { decodeRequestPath } from '../src/lib/http/request-path.ts';
import type { Plugin } from 'vite';
import { readTenantHosts } from './tenant-manifest.ts';

const PASS_THROUGH = /^\/(?:@|_astro\/|node_modules\/|src\/|t\/|\.astro\/|__(?!sandbox\/))/;

export function devTenantHosts(): Plugin {
  return {
    name: 'storefront:dev-hosts',
    apply: 'serve',
    configureServer(server) {
      const table = hostTable(readTenantHosts());
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev');
        if (PASS_THROUGH.test(url.pathname)) return next();
        const id = tenantForHost(table, req.headers.host);
        if (!id) {
          req.url = '/unknown-host/';
          return next();
        }
        const last = url.pathname.split('/').pop() ?? '';
        // As in production: a path that could step into another tenant's folder is not found.
        if (decodeRequestPath(url.pathname) === undefined) req.url = `/t/${id}/_not-found/`;
        else if (
          last.includes('.') ||
          url.pathname.startsWith('/api/') ||
          url.pathname.startsWith('/__sandbox/')
        )
          req.url = `/t/${id}${url.pathname}${url.search}`;
        else {
          const { screen } = matchRoute(url.pathname);
          req.url = `/t/${id}/${screen.shellPath ? `${screen.shellPath}/` : ''}${url.search}`;
        }
        next();
      });
    },
  };
}
