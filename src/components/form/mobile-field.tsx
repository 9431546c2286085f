import { MOBILE_NUM_MAX_LENGTH } from '../../shared/constants/ui.ts';
import { type DialingCode, DialingCodeSelect } from './dialing-code-select.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type MobileFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'leading' | 'maxLength'> & {
  dialingCode: DialingCode;
  onDialingCodeChange: (code: DialingCode) => void;
};

/** Dialing code + national number (digits, at most MOBILE_NUM_MAX_LENGTH). */
export function MobileField({ dialingCode, onDialingCodeChange, autoComplete, ...rest }: MobileFieldProps) {
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="numeric"
      maxLength={MOBILE_NUM_MAX_LENGTH}
      autoComplete={autoComplete ?? 'tel-national'}
      leading={
        <DialingCodeSelect value={dialingCode} onChange={onDialingCodeChange} disabled={rest.disabled} />
      }
    />
  );
}
