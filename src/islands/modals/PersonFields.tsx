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
    label="First Name"
    autoComplete="given-name"
    onValue={(v) => onValue(formatName(v))}
  />
);

export const LastNameField = ({ onValue, ...p }: FieldProps) => (
  <TextField
    {...p}
    label="Last Name"
    autoComplete="family-name"
    onValue={(v) => onValue(formatName(v))}
  />
);

export const EmailField = ({ onValue, ...p }: FieldProps) => (
  <TextField
    {...p}
    label="Email"
    type="email"
    autoComplete="email"
    onValue={(v) => onValue(formatEmail(v))}
  />
);

export const PhoneField = ({ onValue, ...p }: FieldProps) => (
  <TextField
    {...p}
    label="Cell Phone Number"
    type="tel"
    inputMode="tel"
    autoComplete="tel"
    placeholder="(555) 555-5555"
    onValue={(v) => onValue(formatPhone(v))}
  />
);

export const BirthdayField = ({ onValue, ...p }: Omit<FieldProps, 'hint'>) => (
  <TextField
    {...p}
    label="Birthday (mm/dd/yyyy)"
    inputMode="numeric"
    autoComplete="bday"
    placeholder="mm/dd/yyyy"
    onValue={(v) => onValue(formatBirthday(v))}
    hint="So we can offer you special disounts on your birthday"
  />
);
