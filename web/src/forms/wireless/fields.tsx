/** The Wi-Fi fields the network page and the wizard share: a network's name, and its key with a show/hide button. */
import { useState } from 'react';
import { Field } from '../../ui/field.tsx';
import { EyeIcon } from '../../ui/icons.tsx';

interface FieldProps {
  label: string;
  value: string;
  error?: string;
  /** locked (a mesh agent's network), with the hint saying why */
  disabled?: boolean;
  hint?: string;
  onChange: (value: string) => void;
}

/** A network name (SSID), typed as is. */
export function SsidField({ label, value, error, disabled, hint, onChange }: FieldProps) {
  return (
    <Field label={label} value={value} maxLength={64} autoComplete="off" spellCheck={false} disabled={disabled} hint={hint}
      error={error} onChange={(e) => onChange(e.target.value)} />
  );
}

/** The network's key, hidden until the owner asks to see it (a locked key has no such button). */
export function WifiKeyField({ label, value, error, disabled, hint, onChange, reveal }: FieldProps & {
  /** the show/hide button: its texts and its page's style */
  reveal: { show: string; hide: string; className: string };
}) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} type={shown ? 'text' : 'password'} value={value} maxLength={128} autoComplete="new-password"
      disabled={disabled} hint={hint} error={error} onChange={(e) => onChange(e.target.value)}
      trailing={disabled ? undefined : (
        <button type="button" className={reveal.className} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          <EyeIcon />
          {shown ? reveal.hide : reveal.show}
        </button>
      )} />
  );
}
