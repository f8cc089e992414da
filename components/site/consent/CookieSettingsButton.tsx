'use client';
import { openCookieSettings } from './consent-events';

type Props = { className?: string };

/** Reopens the Cookie Preferences window from anywhere on the page. */
export function CookieSettingsButton({ className }: Props) {
  return (
    <button type="button" className={className} onClick={openCookieSettings}>
      Cookie Settings
    </button>
  );
}
