/**
 * What answers a request to the production server, decided from its method, Host and path alone
 * (docs/architecture.md §9). Pure: the server (src/server/storefront.ts) carries out the answer.
 * The health paths (/healthz, /readyz, /metrics) are answered before this, on any host.
 */
import { tenantForHost } from '../lib/hosts.ts';
import { matchRoute, screen, type RouteMatch } from '../lib/routes.ts';
import { ISSUER_PATH } from '../sandbox/oidc/config.ts';
import { lookupStatic } from './static-files.ts';
import {
  cookieValue,
  LOCALE_COOKIE,
  localeSegment,
  preferredLocale,
  type Locale,
} from '../lib/i18n/locales.ts';

/** Paths answered by on-demand endpoints instead of static shells. */
export const DYNAMIC_PREFIXES = ['/api/', '/__sandbox/'] as const;

/** Every backend call of the storefront (docs/architecture.md §6). */
export const PROXY_PATH = '/api/proxy';

/** Content-hashed build output: safe to cache forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface RouteRequest {
  method: string | undefined;
  host: string | undefined;
  /** The request target as sent (`/menu/101?x=1`). */
  url: string | undefined;
  /** Read only for a chain with several languages: the kept choice, and Accept-Language. */
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

export interface RouteContext {
  /** Host name → tenant id (src/lib/hosts.ts). */
  hosts: ReadonlyMap<string, string>;
  /** Whether a file exists in the build's client folder (`/t/burger/logo.svg`). */
  exists: (file: string) => boolean;
  /** Whether the sandbox's OIDC issuer is mounted (the sandbox is on). */
  sandboxOidc: boolean;
  /** Tenant id → its languages, default first, for the chains that have more than one. */
  locales?: ReadonlyMap<string, readonly Locale[]>;
}

/** What a page of a chain with several languages depends on besides its URL. */
export const LOCALE_VARY = 'Cookie, Accept-Language';

export type Route =
  /** A request target that is not a URL. */
  | { kind: 'bad-request' }
  /** No tenant has this host: its own unbranded 404, never another tenant's page. */
  | { kind: 'unknown-host'; file: '/unknown-host/index.html' }
  /** The sandbox's OIDC issuer (a Node app, not an Astro endpoint). */
  | { kind: 'sandbox-oidc'; tenantId: string }
  /** The backend proxy, answered by the server itself (src/api/proxy-node.server.ts). */
  | { kind: 'proxy'; tenantId: string }
  /** An Astro endpoint, at its `/t/<tenant>/…` path; `notFound` answers when none matches. */
  | { kind: 'endpoint'; tenantId: string; url: string; notFound: string }
  /** Anything but GET or HEAD on a static path. */
  | { kind: 'method-not-allowed' }
  /**
   * A file from the build's client folder; a page of a chain with several languages also keeps the
   * language it is in (`setCookie`) and names what chose it (`vary`).
   */
  | {
      kind: 'file';
      file: string;
      status: number;
      cacheControl: string;
      setCookie?: string;
      vary?: string;
    }
  /**
   * The same page in another language (a found `/fr-ca/` segment or the guest's preference), or
   * without the default language's segment, which a switcher link names to keep the choice.
   */
  | { kind: 'redirect'; location: string; setCookie?: string }
  /**
   * Home or Menu, rendered on demand at `url` and kept briefly; `shell` (the static page, whose
   * island fetches the same data) answers when it cannot be rendered.
   */
  | { kind: 'live'; tenantId: string; url: string; shell: string }
  /**
   * Order quote, rendered at `url` for a guest with a session (src/server/quote.server.ts) and
   * never kept; `shell` (the static page, whose island reads the quote) answers a guest without
   * one, and whenever the quote cannot be read.
   */
  | { kind: 'quote'; tenantId: string; url: string; shell: string; vary?: string };

/**
 * @example route({ method: 'GET', host: 'burger.localhost', url: '/' }, ctx) // { kind: 'live', tenantId: 'burger', url: '/t/burger/home-live', shell: '/t/burger/index.html' }
 */
export function route(req: RouteRequest, ctx: RouteContext): Route {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://internal');
  } catch {
    return { kind: 'bad-request' };
  }
  const tenantId = tenantForHost(ctx.hosts, req.host);
  if (!tenantId) return { kind: 'unknown-host', file: '/unknown-host/index.html' };
  const { pathname, search } = url;
  const notFound = `/t/${tenantId}/_not-found/index.html`;
  if (ctx.sandboxOidc && (pathname === ISSUER_PATH || pathname.startsWith(`${ISSUER_PATH}/`)))
    return { kind: 'sandbox-oidc', tenantId };
  if (pathname === PROXY_PATH) return { kind: 'proxy', tenantId };
  if (DYNAMIC_PREFIXES.some((p) => pathname.startsWith(p)))
    return { kind: 'endpoint', tenantId, url: `/t/${tenantId}${pathname}${search}`, notFound };
  if (req.method !== 'GET' && req.method !== 'HEAD') return { kind: 'method-not-allowed' };
  const locales = ctx.locales?.get(tenantId);
  if (locales) return localeRoute(req, ctx, tenantId, url, locales);
  const file = staticFile(tenantId, pathname, ctx, notFound);
  if (file) return file;
  const last = pathname.split('/').pop() ?? '';
  const { screen: target, params } = last.includes('.')
    ? { screen: screen('not-found'), params: {} as RouteMatch['params'] }
    : matchRoute(pathname);
  const shell = `/t/${tenantId}/${target.shellPath ? `${target.shellPath}/` : ''}index.html`;
  if (target.key === 'home')
    return { kind: 'live', tenantId, url: `/t/${tenantId}/home-live${search}`, shell };
  if (target.key === 'menu' && params.storeId)
    return {
      kind: 'live',
      tenantId,
      url: `/t/${tenantId}/menu-live/${encodeURIComponent(params.storeId)}${search}`,
      shell,
    };
  if (target.key === 'order-quote')
    return { kind: 'quote', tenantId, url: `/t/${tenantId}/quote-live${search}`, shell };
  return { kind: 'file', file: shell, status: target.status ?? 200, cacheControl: 'no-cache' };
}

/** A refused path, a build asset or a tenant's own file; undefined for a page path. */
function staticFile(
  tenantId: string,
  pathname: string,
  ctx: RouteContext,
  notFound: string,
): Route | undefined {
  const found = lookupStatic(tenantId, pathname, ctx.exists);
  if (found.kind === 'refused')
    return { kind: 'file', file: notFound, status: 404, cacheControl: 'no-cache' };
  if (found.kind === 'asset')
    return { kind: 'file', file: found.file, status: 200, cacheControl: IMMUTABLE };
  if (found.kind === 'tenant')
    return { kind: 'file', file: found.file, status: 200, cacheControl: 'public, max-age=3600' };
  return undefined;
}

/** A year: the language a guest chose is kept across visits. */
const LOCALE_COOKIE_AGE = 365 * 24 * 3600;

/**
 * A GET or HEAD of a chain with several languages (docs/product.md §2.3): a path under one of its
 * languages' segments is that language's page, and keeps the choice; the default language's
 * segment leads to the path without it; any other page path goes to the language the guest chose
 * before, else the one their browser asks for (Accept-Language), when that is not the default.
 */
function localeRoute(
  req: RouteRequest,
  ctx: RouteContext,
  tenantId: string,
  url: URL,
  locales: readonly Locale[],
): Route {
  const { pathname, search } = url;
  const segment = pathname.split('/')[1]?.toLowerCase() ?? '';
  const named = locales.find((l) => localeSegment(l) === segment);
  const rest = named ? pathname.slice(segment.length + 1) || '/' : pathname;
  const keep =
    named && `${LOCALE_COOKIE}=${named}; Path=/; Max-Age=${LOCALE_COOKIE_AGE}; SameSite=Lax`;
  if (named === locales[0])
    return { kind: 'redirect', location: `${rest}${search}`, setCookie: keep! };
  const prefix = named ? `/${segment}` : '';
  const notFound = `/t/${tenantId}${prefix}/_not-found/index.html`;
  const file = staticFile(tenantId, rest, ctx, notFound);
  if (file) return file;
  if (!named) {
    const chosen = cookieValue(req.cookie, LOCALE_COOKIE);
    const wanted = preferredLocale(chosen, req.acceptLanguage, locales);
    if (wanted !== locales[0])
      return {
        kind: 'redirect',
        location: `/${localeSegment(wanted)}${pathname === '/' ? '' : pathname}${search}`,
      };
  }
  const last = rest.split('/').pop() ?? '';
  const { screen: target, params } = last.includes('.')
    ? { screen: screen('not-found'), params: {} as RouteMatch['params'] }
    : matchRoute(rest);
  const shell = `/t/${tenantId}${prefix}/${target.shellPath ? `${target.shellPath}/` : ''}index.html`;
  // Home, Menu and Order quote are rendered on request in the default language only, so far: the
  // other languages serve their prerendered shells, whose islands load the same data.
  if (!named && target.key === 'home')
    return { kind: 'live', tenantId, url: `/t/${tenantId}/home-live${search}`, shell };
  if (!named && target.key === 'menu' && params.storeId)
    return {
      kind: 'live',
      tenantId,
      url: `/t/${tenantId}/menu-live/${encodeURIComponent(params.storeId)}${search}`,
      shell,
    };
  if (!named && target.key === 'order-quote')
    return {
      kind: 'quote',
      tenantId,
      url: `/t/${tenantId}/quote-live${search}`,
      shell,
      vary: LOCALE_VARY,
    };
  return {
    kind: 'file',
    file: shell,
    status: target.status ?? 200,
    cacheControl: 'no-cache',
    vary: LOCALE_VARY,
    ...(keep && { setCookie: keep }),
  };
}
