/**
 * The one door to outside services (fraud detection, marketing pixels, feature flags…). By default
 * events go to an in-page recorder only — no third-party script runs — so tests and support staff
 * can see what would be sent: `window.__storefrontEvents`.
 */
export type IntegrationEvent =
  | { type: 'fraud.page-view'; path: string }
  | { type: 'fraud.view-login' }
  | { type: 'fraud.login'; customerId: number }
  | { type: 'fraud.payment-session'; merchantId: string; sessionId: string };

declare global {
  interface Window {
    __storefrontEvents?: IntegrationEvent[];
  }
}

/** Sends an event to the configured integrations (here: the recorder). */
export function track(event: IntegrationEvent): void {
  if (typeof window === 'undefined') return;
  (window.__storefrontEvents ??= []).push(event);
}
