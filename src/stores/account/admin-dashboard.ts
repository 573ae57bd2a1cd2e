import * as m from '#messages';
import { showToast } from '../app/toasts.ts';

/**
 * Opens the admin dashboard's autologin page in a new tab (docs/product.md §2.3). The tab is opened
 * at once, inside the click, so no popup blocker stops it; its address arrives from the server,
 * which checks is_mgmt. The new tab gets no handle back to this one.
 */
export async function openAdminDashboard(): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  try {
    const res = await fetch('/api/admin-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-storefront': '1' },
      body: '{}',
    });
    const body = (await res.json()) as { url?: string };
    if (!res.ok || !body.url) throw new Error('refused');
    if (tab) tab.location.href = body.url;
    else window.open(body.url, '_blank', 'noopener');
  } catch {
    tab?.close();
    showToast(m.errors_somethingWentWrongNoStop, { kind: 'error' });
  }
}
