// `npm run test:engines`: the guest journey and a sign-in with an account screen, at 390 and 1366
// px, in Chromium (through Playwright), Firefox (Debian's firefox-esr, over its own WebDriver BiDi
// endpoint) and WebKit (Debian's WebKitGTK MiniBrowser through WebKitWebDriver, over classic
// WebDriver, under Xvfb when there is no display). Any page error fails it.
// ENGINE=chromium|firefox|webkit runs one engine. Needs a build (dist/). One server for every
// engine; the engines run at the same time.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, globSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumExecutable, CHROMIUM_ARGS } from '../../e2e/fixtures/chromium.ts';
import { E2E_PORT, startServer } from '../../e2e/fixtures/server.ts';
import { bidiBrowser, playwrightDriver, webDriverSession, type Driver } from './driver.ts';
import { guestJourney, signInJourney, Steps } from './journey.ts';
import { startWatchProxy } from './watch-proxy.ts';

const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
type Engine = (typeof ENGINES)[number];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const JOURNEYS = [
  ['guest journey', guestJourney],
  ['sign-in and account hub', signInJourney],
] as const;

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowser = () =>
  process.env.MINIBROWSER_PATH ?? globSync('/usr/lib/*/webkit2gtk-*/MiniBrowser')[0];

const children: ChildProcess[] = [];
process.once('exit', () => children.forEach((c) => c.kill('SIGKILL')));

function startChild(command: string, args: string[], env = process.env): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-4000)));
  child.once('exit', (code) => {
    if (code) process.stderr.write(`${command} exited (${code}):\n${log}\n`);
  });
  children.push(child);
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Xvfb for WebKitGTK when there is no display; undefined when one is already there. */
async function display(): Promise<{ env: NodeJS.ProcessEnv; stop: () => Promise<void> }> {
  if (process.env.DISPLAY || process.env.WAYLAND_DISPLAY)
    return { env: process.env, stop: async () => {} };
  const number = 90 + (E2E_PORT % 100);
  const xvfb = startChild('Xvfb', [
    `:${number}`,
    '-screen',
    '0',
    '1400x1000x24',
    '-nolisten',
    'tcp',
  ]);
  const socket = `/tmp/.X11-unix/X${number}`;
  for (let i = 0; i < 100 && !existsSync(socket); i++) await new Promise((r) => setTimeout(r, 50));
  return { env: { ...process.env, DISPLAY: `:${number}` }, stop: () => stopChild(xvfb) };
}

// A stock Firefox profile would ask to be the default browser, show a welcome page and phone home.
const FIREFOX_PREFS = {
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.startup.page': 0,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'app.update.disabledForTesting': true,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.update.enabled': false,
};

/**
 * Firefox over its own WebDriver BiDi endpoint. (Playwright 1.65's `moz-firefox` channel asks for
 * emulation commands that firefox-esr does not have yet, so its contexts cannot open there.)
 */
async function openFirefox(): Promise<{ open: Opener; stop: () => Promise<void> }> {
  if (!existsSync(FIREFOX))
    throw new Error(`Firefox: no ${FIREFOX} (sudo apt-get install -y firefox-esr).`);
  const tmp = path.resolve('.tmp');
  mkdirSync(tmp, { recursive: true });
  const profile = mkdtempSync(path.join(tmp, 'firefox-'));
  writeFileSync(
    path.join(profile, 'user.js'),
    Object.entries(FIREFOX_PREFS)
      .map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`)
      .join('\n'),
  );
  const child = spawn(
    FIREFOX,
    ['--headless', '--remote-debugging-port=0', '--profile', profile, '--no-remote'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' },
    },
  );
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let log = '';
    const read = (c: Buffer) => {
      log += c.toString();
      const match = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(log);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`firefox-esr exited (${code}):\n${log}`)));
  });
  const browser = await bidiBrowser(url);
  return {
    open: (viewport) => browser.open(viewport),
    stop: async () => {
      browser.end();
      await stopChild(child);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens a fresh browser session (no stored state) at `size` for `engine`. */
type Opener = (size: { width: number; height: number }) => Promise<Driver>;

async function openEngine(engine: Engine): Promise<{ open: Opener; stop: () => Promise<void> }> {
  if (engine === 'chromium') {
    const executablePath = chromiumExecutable();
    const browser = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
    });
    return {
      open: async (viewport) => {
        const context = await browser.newContext({ viewport });
        return playwrightDriver(await context.newPage(), () => context.close());
      },
      stop: () => browser.close(),
    };
  }
  if (engine === 'firefox') return openFirefox();
  const binary = miniBrowser();
  if (!binary || !existsSync(WEBKIT_DRIVER))
    throw new Error(
      'WebKit: no MiniBrowser or WebKitWebDriver (sudo apt-get install -y webkit2gtk-driver xvfb).',
    );
  const screen = await display();
  const port = E2E_PORT + 91;
  const driver = startChild(WEBKIT_DRIVER, [`--port=${port}`], screen.env);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ready = await fetch(`${base}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (i > 100) throw new Error('WebKitWebDriver did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    open: async ({ width, height }) => {
      const d = await webDriverSession(
        base,
        {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        },
        async () => {},
      );
      // The window's size, then corrected by what its own frame takes from the viewport.
      await d.setSize(width, height);
      const inner = await d.run(() => [innerWidth, innerHeight]);
      await d.setSize(width * 2 - inner[0]!, height * 2 - inner[1]!);
      return d;
    },
    stop: async () => {
      await stopChild(driver);
      await screen.stop();
    },
  };
}

const wanted = process.env.ENGINE;
if (wanted && !ENGINES.includes(wanted as Engine)) {
  console.error(`ENGINE must be one of ${ENGINES.join(', ')}`);
  process.exit(2);
}
const engines = wanted ? [wanted as Engine] : [...ENGINES];
const port = Number(process.env.ENGINES_PORT ?? E2E_PORT + 90);
const server = await startServer(port);
const proxy = await startWatchProxy(port);
// burger serves 127.0.0.1 too, which every engine resolves (not all resolve *.localhost).
const origin = `http://127.0.0.1:${proxy.port}`;

let passed = 0;
let failed = 0;

/** Both journeys at both widths in one engine; each line printed as its journey ends. */
async function runEngine(engine: Engine): Promise<void> {
  const started = Date.now();
  const { open, stop } = await openEngine(engine);
  try {
    for (const size of WIDTHS) {
      const d = await open(size);
      try {
        const steps = new Steps(d, origin);
        for (const [name, journey] of JOURNEYS) {
          const title = `${engine} ${size.width} px: ${name}`;
          try {
            await journey(steps);
            const errors = await steps.errors();
            if (errors.length) throw new Error(`page errors:\n  ${errors.join('\n  ')}`);
            passed++;
            console.log(`  ✓ ${title}`);
          } catch (error) {
            failed++;
            const errors = await steps.errors().catch(() => []);
            console.log(`  ✘ ${title}\n    ${String(error)}`);
            if (errors.length) console.log(`    page errors:\n      ${errors.join('\n      ')}`);
          }
        }
      } finally {
        await d.close();
      }
    }
  } finally {
    await stop();
  }
  console.log(`${engine}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

try {
  // The engines run at the same time: each spends much of its journey waiting on its driver and
  // the page, and one after another they left a third of two cores idle (docs/testing.md). Each
  // has its own browser, session and storage; errors are read per tab.
  const results = await Promise.allSettled(engines.map(runEngine));
  for (const [i, r] of results.entries()) {
    if (r.status === 'rejected') {
      failed++;
      console.log(`  ✘ ${engines[i]}: ${String(r.reason)}`);
    }
  }
} finally {
  await proxy.stop();
  await server.stop();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
