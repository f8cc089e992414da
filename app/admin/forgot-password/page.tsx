import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { AccessCard, accessStyles } from '@/components/admin/access/AccessCard';
import { ForgotPasswordForm } from '@/components/admin/access/ForgotPasswordForm';

export const metadata: Metadata = { title: 'Forgot password' };

export default async function ForgotPasswordPage() {
  // Rendered per request, as every back-office page is: its scripts carry the response's nonce.
  await connection();
  return (
    <AccessCard heading="Forgot your password?">
      <p>
        Enter the e-mail address of your account: we will send it a link to choose a new password.
      </p>
      <ForgotPasswordForm />
      <p className={accessStyles.footer}>
        <Link href="/admin/admin-login">Back to the login page</Link>
      </p>
    </AccessCard>
  );
}
