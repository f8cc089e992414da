import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { AccessCard, AccessNote, accessStyles } from '@/components/admin/access/AccessCard';
import { LoginForm } from '@/components/admin/login/LoginForm';
import { LOGIN_NOTES } from '@/lib/accounts/access-schema';
import { authOptions } from '@/lib/auth/auth-options';
import { safeCallbackPath } from '@/lib/auth/callback-path';
import { env } from '@/lib/config/env';

export const metadata: Metadata = { title: 'Log in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const noteOf = (value: unknown) =>
  typeof value === 'string' && Object.hasOwn(LOGIN_NOTES, value)
    ? LOGIN_NOTES[value as keyof typeof LOGIN_NOTES]
    : null;

export default async function AdminLoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackPath = safeCallbackPath(params.callbackUrl, env().SITE_URL);
  if (await getServerSession(authOptions())) redirect(callbackPath);
  const note = noteOf(params.note);
  return (
    <AccessCard heading="Log in to the back office">
      {note ? <AccessNote>{note}</AccessNote> : null}
      <LoginForm callbackPath={callbackPath} />
      <p className={accessStyles.footer}>
        <Link href="/admin/forgot-password">Forgot password?</Link>
      </p>
    </AccessCard>
  );
}
