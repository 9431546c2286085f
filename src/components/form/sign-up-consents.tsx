import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Checkbox } from './checkbox.tsx';
import { FormAlert } from './form-alert.tsx';

/** The minimum-age confirmation, when a sign-up still needs it (`minimumAge` absent: already given). */
export interface AgeConsent {
  minimumAge: number;
  confirmed: boolean;
  /** True after a submit without it: says what is missing. */
  missing: boolean;
  onChange: (confirmed: boolean) => void;
}

/**
 * The age confirmation's state for SignUpConsents (`minimumAge` undefined: not asked). `given()` at submit
 * says whether it is ticked, and shows what is missing if not; `refused()` is the server's answer that it
 * was not (issue 13), which unticks it.
 */
export function useAgeConsent(minimumAge: number | undefined) {
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState(false);
  const age: AgeConsent | undefined =
    minimumAge === undefined
      ? undefined
      : {
          minimumAge,
          confirmed,
          missing,
          onChange: (checked) => {
            setConfirmed(checked);
            if (checked) setMissing(false);
          },
        };
  return {
    age,
    confirmed,
    given: () => {
      if (minimumAge === undefined || confirmed) return true;
      setMissing(true);
      return false;
    },
    refused: () => {
      setConfirmed(false);
      setMissing(true);
    },
  };
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
}: {
  age: AgeConsent | undefined;
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
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
            <FormAlert>
              <Trans>Please confirm you are {minimumAge} years or older.</Trans>
            </FormAlert>
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
