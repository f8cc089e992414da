'use client';
import { useEffect, useState } from 'react';

// The copy is sent once typing pauses, not at each key.
const PAUSE_MS = 400;

/**
 * `body` as JSON text once it has not changed for a pause in typing (at first, as it is).
 * Compared as text, so a new object with the same copy is not a change.
 */
export function usePausedJson(body: unknown): string {
  const json = JSON.stringify(body);
  const [paused, setPaused] = useState(json);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(json), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [json]);
  return paused;
}
