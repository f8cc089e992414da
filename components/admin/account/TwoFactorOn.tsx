'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useNewRecoveryCodes, useTurnOffTwoFactor } from '../queries/account';
import { useFlash } from '../ui/FlashProvider';
import { PasswordConfirmedForm } from './PasswordConfirmedForm';
import { RecoveryCodes } from './RecoveryCodes';

type Props = { primary: boolean; unusedCodes: number; required: boolean };

/** Two-factor is on: new recovery codes, or turning it off; both ask for the password. */
export function TwoFactorOn({ primary, unusedCodes, required }: Props) {
  const router = useRouter();
  const flash = useFlash();
  const turnOff = useTurnOffTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          router.refresh();
        }}
      />
    );
  }
  return (
    <>
      <p>
        Two-factor sign-in is on. You have {unusedCodes} unused recovery{' '}
        {unusedCodes === 1 ? 'code' : 'codes'}.
      </p>
      <PasswordConfirmedForm
        title="New recovery codes"
        action="Make new recovery codes"
        pending="Making codes..."
        primary={primary}
        run={async (password) => setCodes((await newCodes.mutateAsync(password)).recoveryCodes)}
      >
        <p>Ten new codes replace the old ones, used or not.</p>
      </PasswordConfirmedForm>
      <PasswordConfirmedForm
        title="Turn off two-factor"
        action="Turn off two-factor"
        pending="Turning off..."
        primary={primary}
        run={async (password) => {
          await turnOff.mutateAsync(password);
          flash('Two-factor sign-in is off. You were signed out everywhere else.');
          router.refresh();
        }}
      >
        <p>
          Signing in will ask for your password only, and you will be signed out on every other
          device.
          {required ? ' The owner requires two-factor: you will have to turn it on again.' : ''}
        </p>
      </PasswordConfirmedForm>
    </>
  );
}
