/** Adds an outside service's script to the page; resolves once it ran, rejects if it failed to load. */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)), {
      once: true,
    });
    document.head.appendChild(script);
  });
}

/** `base` with `?id=…` set, as the tag manager and the widget vendors expect. */
export function withId(base: string, id: string): string {
  const url = new URL(base, location.href);
  url.searchParams.set('id', id);
  return url.href;
}
