import { TextField } from '../../components/ui/field.tsx';

/** The box for a code from the authenticator app (numeric keyboard, the browser's one-time-code fill). */
export function AuthenticatorCodeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      autoComplete="one-time-code"
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="max-w-xs"
    />
  );
}
