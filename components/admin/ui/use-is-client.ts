'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and hydrating, true after. Forms whose defaults depend on
 * the administrator's clock (today's date) render only then, so they never show the server's day.
 */
export const useIsClient = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
