// Runs first on every screen: the app-version rule (docs/product.md §4.10) and the account guard
// (docs/product.md §2.1).
import { appVersionAction, APP_VERSION, APP_VERSION_KEY } from '../lib/app-version.ts';
import { guardRedirect } from '../lib/guard.ts';
import { track } from '../integrations/index.ts';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled: behave as a first visit
  }
}

function run(): void {
  const action = appVersionAction(read(APP_VERSION_KEY));
  try {
    if (action === 'clear-and-reload') {
      localStorage.clear();
      localStorage.setItem(APP_VERSION_KEY, APP_VERSION);
      location.reload();
      return;
    }
    if (action === 'remember') localStorage.setItem(APP_VERSION_KEY, APP_VERSION);
  } catch {
    /* storage full or disabled: nothing to clear */
  }
  const key = document.body.dataset.screen;
  if (!key) return;
  // The shell marks the screens behind the guard with data-guard.
  const target = guardRedirect(
    { requiresLogin: document.body.dataset.guard !== undefined },
    read('loggedIn'),
  );
  if (target) return location.replace(target);
  if (document.body.dataset.guard === 'pending') document.body.dataset.guard = 'passed';
  // docs/product.md §2.1: every page view except Login and the sign-in callback goes to fraud
  // detection.
  if (key !== 'login' && key !== 'login-callback')
    track({ type: 'fraud.page-view', path: location.pathname });
}

run();
