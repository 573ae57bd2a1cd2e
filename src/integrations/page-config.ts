/** The page's outside-service settings, rendered as JSON by src/components/IntegrationCsp.astro. */
import type { PageIntegrations } from './config.ts';

export function pageConfig(): PageIntegrations | null {
  try {
    return JSON.parse(
      document.getElementById('sf-integrations')?.textContent ?? 'null',
    ) as PageIntegrations | null;
  } catch {
    return null;
  }
}

/** Set by start.ts when the guest had accepted marketing before this page. */
export const REPLAY_FLAG = 'replay';
