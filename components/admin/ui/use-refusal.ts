'use client';
import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@/lib/http/field-errors';
import { ApiError, failureMessage } from '../queries/api-fetch';

/**
 * What a back-office form shows when it is refused: by field (its own check with the door's
 * schema, then the door's answer) and as a whole (FormEnd's refusal).
 */
export function useRefusal() {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  return {
    fields,
    error,
    /** The form's own check before sending: true when it passed, else its fields say why. */
    checked<T>(parsed: z.ZodSafeParseResult<T>): parsed is z.ZodSafeParseSuccess<T> {
      setError(null);
      setFields(parsed.success ? {} : fieldErrors(parsed.error));
      return parsed.success;
    },
    /** The door's refusal (on its fields too), or `unsent` when nothing reached it. */
    refused(failure: unknown, unsent: string) {
      setFields(failure instanceof ApiError ? (failure.fields ?? {}) : {});
      setError(failureMessage(failure, unsent));
    },
  };
}
