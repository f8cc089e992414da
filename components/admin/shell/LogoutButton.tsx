'use client';
import { signOut } from 'next-auth/react';

export const LOGOUT_CONFIRM = 'Are you sure you want to logout from your admin?';

export function LogoutButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (window.confirm(LOGOUT_CONFIRM)) void signOut({ callbackUrl: '/admin/admin-login' });
      }}
    >
      Log out
    </button>
  );
}
