/**
 * A development tenant may reach the standalone sandbox tenant API (`npm run sandbox`) wherever it
 * runs: its api_base starts with `{STOREFRONT_SANDBOX_URL}`, which stands for that setting's value
 * (the sandbox's default address when unset), so a tenant file never fixes a port.
 */
import { isHttpUrl } from './formats.ts';
import type { Issue } from './validate.ts';
import { show } from './words.ts';

export const SANDBOX_URL_TOKEN = '{STOREFRONT_SANDBOX_URL}';
/** Where `npm run sandbox` listens unless HOST or PORT say otherwise. */
export const DEFAULT_SANDBOX_HOST = '127.0.0.1';
export const DEFAULT_SANDBOX_PORT = 4400;
export const DEFAULT_SANDBOX_URL = `http://${DEFAULT_SANDBOX_HOST}:${DEFAULT_SANDBOX_PORT}`;

function record(doc: unknown): Record<string, unknown> | null {
  return doc && typeof doc === 'object' && !Array.isArray(doc)
    ? (doc as Record<string, unknown>)
    : null;
}

/** The sandbox address a token stands for: the setting without its trailing slashes, or the default. */
function sandboxBase(sandboxUrl: string | undefined): string | null {
  const url = sandboxUrl?.trim() || DEFAULT_SANDBOX_URL;
  return isHttpUrl(url) && !/[?#]/.test(url) ? url.replace(/\/+$/, '') : null;
}

/**
 * The tenant file with `{STOREFRONT_SANDBOX_URL}` at the start of api_base replaced, in a
 * development tenant only; anything else is returned as it is (and refused by sandboxUrlIssues).
 * @example resolveSandboxUrl({ environment: 'development', api_base: '{STOREFRONT_SANDBOX_URL}/t/a/' }, 'http://127.0.0.1:5000') // { environment: 'development', api_base: 'http://127.0.0.1:5000/t/a/' }
 */
export function resolveSandboxUrl(doc: unknown, sandboxUrl: string | undefined): unknown {
  const root = record(doc);
  const base = sandboxBase(sandboxUrl);
  if (!root || root.environment !== 'development' || base === null) return doc;
  const apiBase = root.api_base;
  if (typeof apiBase !== 'string' || !apiBase.startsWith(SANDBOX_URL_TOKEN)) return doc;
  return { ...root, api_base: base + apiBase.slice(SANDBOX_URL_TOKEN.length) };
}

/**
 * Why an api_base still holding the token cannot be used: a production tenant, or a setting that
 * is not an http(s) address.
 * @example sandboxUrlIssues({ api_base: '{STOREFRONT_SANDBOX_URL}/t/a/' }, undefined)[0].path // 'api_base'
 */
export function sandboxUrlIssues(doc: unknown, sandboxUrl: string | undefined): Issue[] {
  const apiBase = record(doc)?.api_base;
  if (typeof apiBase !== 'string' || !apiBase.startsWith(SANDBOX_URL_TOKEN)) return [];
  if (record(doc)?.environment !== 'development')
    return [
      {
        path: 'api_base',
        message: `${SANDBOX_URL_TOKEN} stands for a local sandbox, which only a development tenant may use`,
        hint: 'set "environment": "development", or use the chain\'s public API URL',
      },
    ];
  if (sandboxBase(sandboxUrl) === null)
    return [
      {
        path: 'api_base',
        message: `STOREFRONT_SANDBOX_URL ${show(sandboxUrl ?? '')} is not an http address`,
        hint: `set it to where npm run sandbox listens, such as ${DEFAULT_SANDBOX_URL}`,
      },
    ];
  return [];
}
