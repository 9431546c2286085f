import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Checkbox } from './checkbox.tsx';

/** The minimum-age confirmation, when a sign-up still needs it (`minimumAge` absent: already given). */
export interface AgeConsent {
  minimumAge: number;
  confirmed: boolean;
  /** True after a submit without it: says what is missing. */
  missing: boolean;
  onChange: (confirmed: boolean) => void;
}

/**
 * What every sign-up asks last (the registration form, a first Google or Facebook sign-in): the
 * minimum-age confirmation (issue 13: never pre-ticked, the server refuses a sign-up without it) and the
 * user agreement.
 */
export function SignUpConsents({
  age,
  agreed,
  onAgreed,
  alertClassName,
}: {
  age: AgeConsent | undefined;
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  /** The form's own alert style. */
  alertClassName: string | undefined;
}) {
  const minimumAge = age?.minimumAge;
  return (
    <>
      {age ? (
        <>
          <Checkbox checked={age.confirmed} onChange={age.onChange} name="ageConfirmed">
            <Trans>I confirm I am {minimumAge} years or older</Trans>
          </Checkbox>
          {age.missing ? (
            <p className={alertClassName} role="alert">
              <Trans>Please confirm you are {minimumAge} years or older.</Trans>
            </p>
          ) : null}
        </>
      ) : null}
      <Checkbox checked={agreed} onChange={onAgreed} name="agree">
        <Trans>
          I agree to the <Link to="/m/useragreement">user agreement</Link>
        </Trans>
      </Checkbox>
    </>
  );
}
