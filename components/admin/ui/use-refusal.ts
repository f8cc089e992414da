'use client';
import { useEffect, useState, type RefObject } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@/lib/http/field-errors';
import { ApiError, failureMessage } from '../queries/api-fetch';

/**
 * What a back-office form shows when it is refused: by field (its own check with the door's
 * schema, then the door's answer) and as a whole (FormEnd's refusal). Given the `form`, the
 * first field to correct gets the focus, where the keyboard and a screen reader go next.
 */
export function useRefusal(form?: RefObject<HTMLFormElement | null>) {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    form?.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, fields]);
  return {
    fields,
    error,
    /**
     * The form's own check before sending: true when it passed, else its fields say why (and
     * the form as a whole says `invalid`, when given).
     */
    checked<T>(
      parsed: z.ZodSafeParseResult<T>,
      invalid: string | null = null,
    ): parsed is z.ZodSafeParseSuccess<T> {
      setError(parsed.success ? null : invalid);
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
