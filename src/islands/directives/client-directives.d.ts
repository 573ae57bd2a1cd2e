// Lets .astro templates use the storefront's own client directives.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean;
  }
}
export {};
