/**
 * Fills a path template with parameters.
 * @example buildPath('/stores/{storeId}', { storeId: 12 }) // '/stores/12'
 */
export function buildPath(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter {${name}} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
