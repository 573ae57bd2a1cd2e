import { chromium } from '@playwright/test';
import { startServer, CHROMIUM_FLAGS, chromiumPath } from './bench-harness.ts';
import { prepareSession } from './bench-session.ts';
const PORT = 4481;
const origin = `http://burger.localhost:${PORT}`;
const server = await startServer(PORT);
const browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_FLAGS });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await prepareSession(context, origin, 101, 'Fulton Street');
  for (const path of (process.env.PAGES ?? '/,/account/favorite-items,/account/profile').split(',')) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      (window as any).__e = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__e.push(`${e.entryType} ${e.name} ${Math.round(e.startTime)} ${e.element ? e.element.tagName + '.' + e.element.className + ' ' + (e.element.textContent ?? '').slice(0, 40) : ''} ${e.size ?? ''}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__e.push(`${e.entryType} ${e.name} ${Math.round(e.startTime)}`); }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) if (/api\/proxy|woff|\.js/.test(e.name)) (window as any).__e.push(`res ${e.name.split('/').pop()} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`); }).observe({ type: 'resource', buffered: true });
    });
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    console.log('==', path);
    for (const l of await page.evaluate(() => (window as any).__e)) console.log('  ', l);
    await page.close();
  }
} finally { await browser.close(); server.kill(); }
