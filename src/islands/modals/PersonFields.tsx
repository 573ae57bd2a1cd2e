import * as m from '#messages';
import type { ReactNode, Ref } from 'react';
import { formatBirthday, formatEmail, formatName, formatPhone } from '../../lib/account/format.ts';
import { TextField } from '../../ui/TextField.tsx';

interface FieldProps {
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

// Sign-up's person fields (docs/product.md §2.5), formatted while typing as docs/product.md §5
// says; Profile and the change-phone form use the same ones, so a customer meets one set of rules
// everywhere.

export const FirstNameField = ({ onValue, ...p }: FieldProps) => (
  <TextField
    {...p}
    label={m.modals_firstName}
    autoComplete="given-name"
    onValue={(v) => onValue(formatName(v))}
  />
);

export const LastNameField = ({ onValue, ...p }: FieldProps) => (
  <TextField
    {...p}
    label={m.modals_lastName}
    autoComplete="family-name"
    onValue={(v) => onValue(formatName(v))}
  />
);

export const EmailField = ({ onValue, ...p }: FieldProps) => (
  <TextField
    {...p}
    label={m.modals_email}
    type="email"
    autoComplete="email"
    onValue={(v) => onValue(formatEmail(v))}
  />
);

export const PhoneField = ({ onValue, ...p }: FieldProps) => (
  <TextField
    {...p}
    label={m.modals_cellPhone}
    type="tel"
    inputMode="tel"
    autoComplete="tel"
    placeholder={m.modals_phonePlaceholder}
    onValue={(v) => onValue(formatPhone(v))}
  />
);

export const BirthdayField = ({ onValue, ...p }: Omit<FieldProps, 'hint'>) => (
  <TextField
    {...p}
    label={m.modals_birthday}
    inputMode="numeric"
    autoComplete="bday"
    placeholder={m.modals_birthdayPlaceholder}
    onValue={(v) => onValue(formatBirthday(v))}
    hint={m.modals_birthdayHint}
  />
);
