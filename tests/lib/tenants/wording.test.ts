// The validator's words for what chains paste most often (docs/onboarding.md "The validator").
import { describe, expect, it } from 'vitest';
import { checkTenantText } from '../../../src/lib/tenants/check.ts';

const tenant = (over: Record<string, unknown> = {}) => ({
  id: 'demo',
  name: 'Demo',
  hosts: ['order.demo.example'],
  api_base: 'sandbox',
  admin_dashboard_url: 'https://admin.demo.example/',
  ...over,
});
const errors = (text: string) =>
  checkTenantText('tenants/demo.json', text, () => true).errors.map(
    (e) => `${e.path}: ${e.message}; ${e.hint}`,
  );

describe('validator wording', () => {
  it.each([
    ['a field name', '{\n  “id”: "demo"\n}', 2, 3, '“'],
    ['a value', '{\n  "id": “demo”\n}', 2, 9, '“'],
    ['a closing quote', '{\n  "id": "demo”\n}', 2, 14, '”'],
  ])(
    'names pasted smart quotes around %s and asks for straight ones',
    (_, text, line, column, ch) => {
      const [issue] = checkTenantText('tenants/demo.json', text, () => true).errors;
      expect(issue).toMatchObject({ line, column });
      expect(issue!.message).toContain(`'${ch}' is a typographic ("smart") quote`);
      expect(issue!.hint).toMatch(/^use straight double quotes/);
    },
  );

  it.each(['rgb(31, 78, 121)', '#1F4E79FF', 'navy'])('gives %j one message: use #RRGGBB', (c) => {
    const text = JSON.stringify(tenant({ branding: { primary_color: c } }));
    expect(errors(text)).toEqual([`branding.primary_color: '${c}' is not a colour; use #RRGGBB`]);
  });

  it.each([
    ['branding.logo_url', { branding: { logo_url: '/my logo.svg' } }],
    [
      'branding.links[0].url',
      { branding: { links: [{ label: 'A', url: 'https://a.example/x y' }] } },
    ],
  ])('says the blank in %s is the problem', (path, over) => {
    const [line] = errors(JSON.stringify(tenant(over)));
    expect(line).toMatch(new RegExp(`^${path.replace(/[.[\]]/g, '\\$&')}: '.*' contains a blank`));
  });

  it('flags two hosts that differ only in case', () => {
    const text = JSON.stringify(tenant({ hosts: ['Order.Demo.example', 'order.demo.example'] }));
    expect(errors(text)).toEqual([
      "hosts[1]: 'order.demo.example' is the same host as hosts[0] 'Order.Demo.example': host names ignore case; keep one of them, in lower case",
    ]);
  });
});
