import type { Metadata } from 'next';
import Link from 'next/link';
import { AccessCard } from '@/components/admin/access/AccessCard';
import { ForgotPasswordForm } from '@/components/admin/access/ForgotPasswordForm';

export const metadata: Metadata = { title: 'Forgot password' };

export default function ForgotPasswordPage() {
  return (
    <AccessCard heading="Forgot your password?">
      <p>
        Enter the e-mail address of your account: we will send it a link to choose a new password.
      </p>
      <ForgotPasswordForm />
      <p>
        <Link href="/admin/admin-login">Back to the login page</Link>
      </p>
    </AccessCard>
  );
}
