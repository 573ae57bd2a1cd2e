/** What the service rules need of a service (docs/product.md §3 Service). */
export interface ServiceLike {
  service_type_id: number;
  is_visible: boolean;
  display_order: number;
  requires_address: boolean;
}

/**
 * The services the order details modal offers: visible ones, by display_order (docs/product.md
 * §2.10).
 * @example visibleServices([{ service_type_id: 2, is_visible: true, display_order: 2, … }, …]).map((s) => s.service_type_id)
 */
export function visibleServices<S extends ServiceLike>(services: readonly S[]): S[] {
  return services.filter((s) => s.is_visible).sort((a, b) => a.display_order - b.display_order);
}

/**
 * The default service when none is stored (docs/product.md §4.3): the first visible service that
 * does not require an address, else the first service.
 */
export function defaultService<S extends ServiceLike>(services: readonly S[]): S | undefined {
  return visibleServices(services).find((s) => !s.requires_address) ?? services[0];
}

/**
 * The service list with make_default_service_type_first applied (docs/product.md §4.3): the default
 * service moved to the front, the rest in their order.
 */
export function orderedServices<S extends ServiceLike>(
  services: readonly S[],
  makeDefaultFirst: boolean,
): S[] {
  const visible = visibleServices(services);
  const def = defaultService(services);
  if (!makeDefaultFirst || !def || !visible.includes(def)) return visible;
  return [def, ...visible.filter((s) => s !== def)];
}

/**
 * The screens on which the default service is selected when none is stored (docs/product.md §4.3).
 */
export function selectsDefaultService(screen: string, hasDefaultWithoutAddress: boolean): boolean {
  if (screen === 'confirmation') return true;
  return (screen === 'home' || screen === 'password-reset') && hasDefaultWithoutAddress;
}

/** The delivery address typed in the modal, kept while the guest looks at another service. */
export interface AddressDraft {
  address?: unknown;
  apt: string;
}

/**
 * Switching service in the order details modal (docs/product.md §4.4): leaving an address-requiring
 * service keeps a copy of the address and apt/suite; coming back restores it.
 * @returns the address fields to show, and the copy to keep.
 */
export function switchService(
  from: ServiceLike | undefined,
  to: ServiceLike,
  current: AddressDraft,
  kept: AddressDraft | undefined,
): { shown: AddressDraft; kept: AddressDraft | undefined } {
  const nextKept = from?.requires_address ? { ...current } : kept;
  if (to.requires_address)
    return { shown: nextKept ? { ...nextKept } : { apt: '' }, kept: nextKept };
  return { shown: { apt: '' }, kept: nextKept };
}
