// docs/product.md §7.3 "Add check-in info": a curbside service asks for the vehicle and the
// parking spot, sent as the order's check-in info; other services ask nothing.
import { describe, expect, it } from 'vitest';
import { checkinInfo, needsArrivalDetails } from '../../../src/lib/checkin/arrival.ts';

describe('needsArrivalDetails', () => {
  it.each([
    [{ name: 'curbside', display_name: 'Curbside' }, true],
    [{ name: 'pickup_curb', display_name: 'Curb-side pickup' }, true],
    [{ name: 'car', display_name: 'Curb Side' }, true],
    [{ name: 'pickup', display_name: 'Pickup' }, false],
    [{ name: 'catering', display_name: 'Catering' }, false],
    [undefined, false],
  ])('%o → %s', (service, needed) => {
    expect(needsArrivalDetails(service)).toBe(needed);
  });
});

describe('checkinInfo', () => {
  it.each([
    [
      { vehicle: ' Blue  sedan ', spot: ' 4 ' },
      { ok: true, value: 'Vehicle: Blue sedan. Parking spot: 4' },
    ],
    [
      { vehicle: '', spot: '' },
      {
        ok: false,
        message: 'Please describe your vehicle',
        fields: { vehicle: 'Please describe your vehicle', spot: 'Please enter your parking spot' },
      },
    ],
    [
      { vehicle: 'Red van', spot: '  ' },
      {
        ok: false,
        message: 'Please enter your parking spot',
        fields: { spot: 'Please enter your parking spot' },
      },
    ],
    [
      { vehicle: 'x'.repeat(81), spot: '4' },
      {
        ok: false,
        message: 'Please keep the vehicle description under 80 characters',
        fields: { vehicle: 'Please keep the vehicle description under 80 characters' },
      },
    ],
    [
      { vehicle: 'Red van', spot: 'y'.repeat(41) },
      {
        ok: false,
        message: 'Please keep the parking spot under 40 characters',
        fields: { spot: 'Please keep the parking spot under 40 characters' },
      },
    ],
  ])('%o', (arrival, result) => {
    expect(checkinInfo(arrival)).toEqual(result);
  });

  it('fits the contract’s 200 characters at the longest', () => {
    const r = checkinInfo({ vehicle: 'v'.repeat(80), spot: 's'.repeat(40) });
    expect(r.ok && r.value.length).toBeLessThanOrEqual(200);
  });
});
