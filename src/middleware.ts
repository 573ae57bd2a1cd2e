import { defineMiddleware } from 'astro:middleware';
import { finishPage, finishPrerendered, needsPagePolicy } from './server/page-headers.ts';

/**
 * Pages rendered on demand (Home with its stores) get the per-page policy and headers that
 * src/server/storefront.ts gives prerendered files. Prerendered pages (run here at build time) only
 * get Astro's island style moved into their head; endpoints pass untouched.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered) return finishPrerendered(response);
  if (!needsPagePolicy(response)) return response;
  try {
    return await finishPage(context.request, response);
  } catch (err) {
    // A render that fails mid-stream: a plain 5xx, which the server answers with the static shell.
    console.error(err);
    return new Response('Internal error', {
      status: 500,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
});
