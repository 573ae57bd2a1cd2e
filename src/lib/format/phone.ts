/**
 * A stored phone for display: '(XXX) XXX-XXXX' only when it is exactly 10 digits, else unchanged
 * (docs/product.md §5: display formatting needs exactly 10 digits). It lives apart from the
 * formatters for typing (lib/account/contact-format.ts), so a page that only shows a phone (the
 * order quote's store) does not load the text fields those travel with.
 * @example displayPhone('2125550199') // '(212) 555-0199'
 * @example displayPhone('555-0199') // '555-0199'
 */
export function displayPhone(digits: string): string {
  const ten = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return ten ? `(${ten[1]}) ${ten[2]}-${ten[3]}` : digits;
}
