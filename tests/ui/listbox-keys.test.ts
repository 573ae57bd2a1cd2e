import { describe, expect, it } from 'vitest';
import {
  comboboxKey,
  isPrintable,
  PAGE_SIZE,
  selectKey,
  typeAhead,
  type ListKey,
  type SelectKeyResult,
  type SelectKeyState,
} from '../../src/ui/listbox-keys.ts';

const closed = (over: Partial<SelectKeyState> = {}): SelectKeyState => ({
  open: false,
  active: -1,
  count: 30,
  selected: -1,
  ...over,
});
const opened = (over: Partial<SelectKeyState> = {}): SelectKeyState => ({
  open: true,
  active: 5,
  count: 30,
  selected: 5,
  ...over,
});
const alt = (key: string): ListKey => ({ key, altKey: true });

describe('selectKey, list closed (APG select-only combobox)', () => {
  it.each<[string, ListKey, SelectKeyState, { open: boolean; active: number; handled: boolean }]>([
    [
      'ArrowDown opens on the first',
      { key: 'ArrowDown' },
      closed(),
      { open: true, active: 0, handled: true },
    ],
    [
      'ArrowDown opens on the selected',
      { key: 'ArrowDown' },
      closed({ selected: 7 }),
      { open: true, active: 7, handled: true },
    ],
    [
      'Alt+ArrowDown opens on the selected',
      alt('ArrowDown'),
      closed({ selected: 7 }),
      { open: true, active: 7, handled: true },
    ],
    [
      'Enter opens on the first',
      { key: 'Enter' },
      closed(),
      { open: true, active: 0, handled: true },
    ],
    [
      'Space opens on the selected',
      { key: ' ' },
      closed({ selected: 3 }),
      { open: true, active: 3, handled: true },
    ],
    [
      'ArrowUp opens on the last',
      { key: 'ArrowUp' },
      closed(),
      { open: true, active: 29, handled: true },
    ],
    [
      'ArrowUp opens on the selected',
      { key: 'ArrowUp' },
      closed({ selected: 4 }),
      { open: true, active: 4, handled: true },
    ],
    [
      'Alt+ArrowUp does nothing',
      alt('ArrowUp'),
      closed({ selected: 4 }),
      { open: false, active: -1, handled: false },
    ],
    [
      'Home opens on the first',
      { key: 'Home' },
      closed({ selected: 4 }),
      { open: true, active: 0, handled: true },
    ],
    [
      'End opens on the last',
      { key: 'End' },
      closed({ selected: 4 }),
      { open: true, active: 29, handled: true },
    ],
    [
      'Escape goes through to the dialog',
      { key: 'Escape' },
      closed(),
      { open: false, active: -1, handled: false },
    ],
    ['Tab moves focus on', { key: 'Tab' }, closed(), { open: false, active: -1, handled: false }],
    [
      'PageDown is ignored',
      { key: 'PageDown' },
      closed(),
      { open: false, active: -1, handled: false },
    ],
    ['PageUp is ignored', { key: 'PageUp' }, closed(), { open: false, active: -1, handled: false }],
    ['Shift is ignored', { key: 'Shift' }, closed(), { open: false, active: -1, handled: false }],
    [
      'no options: nothing opens',
      { key: 'ArrowDown' },
      closed({ count: 0 }),
      { open: false, active: -1, handled: false },
    ],
  ])('%s', (_, key, state, expected) => {
    const r = selectKey(state, key);
    expect(r).toMatchObject(expected);
    expect(r.commit).toBeUndefined();
    expect(r.type).toBeUndefined();
  });

  it.each([
    ['a letter', { key: 'b' }, 'b'],
    ['a digit', { key: '1' }, '1'],
  ])('%s opens and starts a type-ahead', (_, key, type) => {
    expect(selectKey(closed({ selected: 2 }), key)).toEqual({
      open: true,
      active: 2,
      handled: true,
      type,
    });
  });

  it.each<[string, ListKey]>([
    ['Ctrl+letter', { key: 'a', ctrlKey: true }],
    ['Meta+letter', { key: 'a', metaKey: true }],
    ['Alt+letter', { key: 'a', altKey: true }],
  ])('%s is left to the browser', (_, key) => {
    expect(selectKey(closed(), key)).toEqual({ open: false, active: -1, handled: false });
  });
});

describe('selectKey, list open', () => {
  it.each<
    [
      string,
      ListKey,
      SelectKeyState,
      { open: boolean; active: number; handled: boolean; commit?: boolean },
    ]
  >([
    [
      'ArrowDown moves down',
      { key: 'ArrowDown' },
      opened(),
      { open: true, active: 6, handled: true },
    ],
    [
      'ArrowDown stops at the last',
      { key: 'ArrowDown' },
      opened({ active: 29 }),
      { open: true, active: 29, handled: true },
    ],
    ['Alt+ArrowDown stays', alt('ArrowDown'), opened(), { open: true, active: 5, handled: true }],
    ['ArrowUp moves up', { key: 'ArrowUp' }, opened(), { open: true, active: 4, handled: true }],
    [
      'ArrowUp stops at the first',
      { key: 'ArrowUp' },
      opened({ active: 0 }),
      { open: true, active: 0, handled: true },
    ],
    [
      'Home jumps to the first',
      { key: 'Home' },
      opened(),
      { open: true, active: 0, handled: true },
    ],
    ['End jumps to the last', { key: 'End' }, opened(), { open: true, active: 29, handled: true }],
    [
      'PageDown moves by a page',
      { key: 'PageDown' },
      opened(),
      { open: true, active: 5 + PAGE_SIZE, handled: true },
    ],
    [
      'PageDown stops at the last',
      { key: 'PageDown' },
      opened({ active: 25 }),
      { open: true, active: 29, handled: true },
    ],
    [
      'PageUp moves by a page',
      { key: 'PageUp' },
      opened({ active: 15 }),
      { open: true, active: 15 - PAGE_SIZE, handled: true },
    ],
    [
      'PageUp stops at the first',
      { key: 'PageUp' },
      opened(),
      { open: true, active: 0, handled: true },
    ],
    [
      'Enter selects and closes',
      { key: 'Enter' },
      opened({ active: 8 }),
      { open: false, active: 8, handled: true, commit: true },
    ],
    [
      'Space selects and closes',
      { key: ' ' },
      opened({ active: 8 }),
      { open: false, active: 8, handled: true, commit: true },
    ],
    [
      'Alt+ArrowUp selects and closes',
      alt('ArrowUp'),
      opened({ active: 8 }),
      { open: false, active: 8, handled: true, commit: true },
    ],
    [
      'Tab selects, closes and lets focus move',
      { key: 'Tab' },
      opened({ active: 8 }),
      { open: false, active: 8, handled: false, commit: true },
    ],
    [
      'Escape closes and stays here',
      { key: 'Escape' },
      opened({ active: 8 }),
      { open: false, active: 8, handled: true },
    ],
    ['Shift is ignored', { key: 'Shift' }, opened(), { open: true, active: 5, handled: false }],
  ])('%s', (_, key, state, expected) => {
    const r = selectKey(state, key);
    expect(r).toEqual(expected);
  });

  it.each<[string, ListKey, boolean, SelectKeyResult]>([
    ['a letter types', { key: 'n' }, false, { open: true, active: 5, handled: true, type: 'n' }],
    [
      'Space within a type-ahead types',
      { key: ' ' },
      true,
      { open: true, active: 5, handled: true, type: ' ' },
    ],
    [
      'Space without a type-ahead selects',
      { key: ' ' },
      false,
      { open: false, active: 5, handled: true, commit: true },
    ],
  ])('%s', (_, key, typing, expected) => {
    expect(selectKey(opened({ typing }), key)).toEqual(expected);
  });
});

describe('typeAhead', () => {
  const times = ['10:00 AM', '10:15 AM', '11:00 AM', '11:30 AM', '1:00 PM', 'Noon'];
  it.each<[string, string, number, number]>([
    ['first letter from nothing', '1', -1, 0],
    ['first letter looks after the active one', '1', 0, 1],
    ['first letter wraps round', '1', 4, 0],
    ['case does not matter', 'n', 0, 5],
    ['a longer buffer may keep the active one', '10:1', 1, 1],
    ['a longer buffer narrows', '11:3', 0, 3],
    ['a repeated digit matches as typed first', '11', 0, 2],
    ['a repeated letter with no match cycles', 'nn', 5, 5],
    ['no match', 'x', 2, -1],
    ['empty buffer', '', 2, -1],
  ])('%s', (_, buffer, active, expected) => {
    expect(typeAhead(times, buffer, active)).toBe(expected);
  });

  it('cycles same-letter options on a repeated key with no longer match', () => {
    expect(typeAhead(['Apple', 'Avocado', 'Banana'], 'aa', 0)).toBe(1);
  });

  it('finds nothing in an empty list', () => {
    expect(typeAhead([], 'a', -1)).toBe(-1);
  });
});

describe('isPrintable', () => {
  it.each<[ListKey, boolean]>([
    [{ key: 'a' }, true],
    [{ key: ' ' }, true],
    [{ key: 'é' }, true],
    [{ key: 'Enter' }, false],
    [{ key: 'a', ctrlKey: true }, false],
  ])('%j → %s', (key, expected) => {
    expect(isPrintable(key)).toBe(expected);
  });
});

describe('comboboxKey (APG combobox with list autocomplete)', () => {
  const s = (open: boolean, active: number, count = 5, hasText = true) => ({
    open,
    active,
    count,
    hasText,
  });
  it.each<[string, ReturnType<typeof s>, ListKey, ReturnType<typeof comboboxKey>]>([
    [
      'closed: ArrowDown opens on the first',
      s(false, -1),
      { key: 'ArrowDown' },
      { open: true, active: 0, handled: true },
    ],
    [
      'closed: ArrowDown without options does nothing',
      s(false, -1, 0),
      { key: 'ArrowDown' },
      { open: false, active: -1, handled: false },
    ],
    [
      'closed: Alt+ArrowDown opens without moving',
      s(false, -1),
      alt('ArrowDown'),
      { open: true, active: -1, handled: true },
    ],
    [
      'closed: ArrowUp opens on the last',
      s(false, -1),
      { key: 'ArrowUp' },
      { open: true, active: 4, handled: true },
    ],
    [
      'closed: Alt+ArrowUp does nothing',
      s(false, -1),
      alt('ArrowUp'),
      { open: false, active: -1, handled: false },
    ],
    [
      'closed: Enter submits the form',
      s(false, -1),
      { key: 'Enter' },
      { open: false, active: -1, handled: false },
    ],
    [
      'closed: Escape clears the text',
      s(false, -1),
      { key: 'Escape' },
      { open: false, active: -1, clear: true, handled: true },
    ],
    [
      'closed: Escape on empty text reaches the dialog',
      s(false, -1, 5, false),
      { key: 'Escape' },
      { open: false, active: -1, handled: false },
    ],
    [
      'closed: Tab moves on',
      s(false, -1),
      { key: 'Tab' },
      { open: false, active: -1, handled: false },
    ],
    [
      'closed: Home moves the caret',
      s(false, -1),
      { key: 'Home' },
      { open: false, active: -1, handled: false },
    ],
    [
      'closed: End moves the caret',
      s(false, -1),
      { key: 'End' },
      { open: false, active: -1, handled: false },
    ],
    [
      'open: ArrowDown from the field',
      s(true, -1),
      { key: 'ArrowDown' },
      { open: true, active: 0, handled: true },
    ],
    [
      'open: ArrowDown moves down',
      s(true, 1),
      { key: 'ArrowDown' },
      { open: true, active: 2, handled: true },
    ],
    [
      'open: ArrowDown stops at the last',
      s(true, 4),
      { key: 'ArrowDown' },
      { open: true, active: 4, handled: true },
    ],
    [
      'open: ArrowDown without options does nothing',
      s(true, -1, 0),
      { key: 'ArrowDown' },
      { open: true, active: -1, handled: false },
    ],
    [
      'open: Alt+ArrowDown stays',
      s(true, 2),
      alt('ArrowDown'),
      { open: true, active: 2, handled: true },
    ],
    [
      'open: ArrowUp moves up',
      s(true, 2),
      { key: 'ArrowUp' },
      { open: true, active: 1, handled: true },
    ],
    [
      'open: ArrowUp stops at the first',
      s(true, 0),
      { key: 'ArrowUp' },
      { open: true, active: 0, handled: true },
    ],
    [
      'open: ArrowUp from the field goes to the last',
      s(true, -1),
      { key: 'ArrowUp' },
      { open: true, active: 4, handled: true },
    ],
    [
      'open: Alt+ArrowUp closes',
      s(true, 2),
      alt('ArrowUp'),
      { open: false, active: -1, handled: true },
    ],
    [
      'open: Enter picks the highlighted',
      s(true, 2),
      { key: 'Enter' },
      { open: false, active: 2, commit: true, handled: true },
    ],
    [
      'open: Enter with nothing highlighted submits',
      s(true, -1),
      { key: 'Enter' },
      { open: true, active: -1, handled: false },
    ],
    [
      'open: Escape closes, text kept',
      s(true, 2),
      { key: 'Escape' },
      { open: false, active: -1, handled: true },
    ],
    [
      'open: Escape closes a "no result" message',
      s(true, -1, 0),
      { key: 'Escape' },
      { open: false, active: -1, handled: true },
    ],
    [
      'open: Tab closes without picking',
      s(true, 2),
      { key: 'Tab' },
      { open: false, active: -1, handled: false },
    ],
    [
      'open: Home moves the caret',
      s(true, 2),
      { key: 'Home' },
      { open: true, active: 2, handled: false },
    ],
    [
      'open: End moves the caret',
      s(true, 2),
      { key: 'End' },
      { open: true, active: 2, handled: false },
    ],
    [
      'open: a letter is typed',
      s(true, 2),
      { key: 'a' },
      { open: true, active: 2, handled: false },
    ],
  ])('%s', (_, state, key, expected) => {
    expect(comboboxKey(state, key)).toEqual(expected);
  });
});
