import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { LoginForm } from '@/components/admin/login/LoginForm';
import { authOptions } from '@/lib/auth/auth-options';
import { safeCallbackPath } from '@/lib/auth/callback-path';
import { company } from '@/lib/content/company';
import { env } from '@/lib/config/env';
import styles from './page.module.css';

export const metadata: Metadata = { title: 'Log in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminLoginPage({ searchParams }: Props) {
  const callbackPath = safeCallbackPath((await searchParams).callbackUrl, env().SITE_URL);
  if (await getServerSession(authOptions())) redirect(callbackPath);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.organisation}>{company.organisation}</p>
        <h1 className={styles.heading}>Log in to the back office</h1>
        <LoginForm callbackPath={callbackPath} />
      </div>
    </main>
  );
}
