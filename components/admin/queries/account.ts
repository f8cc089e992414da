'use client';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  recoveryCodesSchema,
  setupSchema,
  type ChangePasswordInput,
} from '@/lib/accounts/account-schema';
import { apiFetch, jsonBody } from './api-fetch';

// The account page's changes. What they change is rendered on the server (the page reads the
// account afresh): each form refreshes the page once it is done, nothing is cached here.

const done = z.unknown();

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch('/api/admin/account/password', done, jsonBody('POST', input)),
  });

export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (currentPassword: string) =>
      apiFetch(
        '/api/admin/account/two-factor/setup',
        setupSchema,
        jsonBody('POST', { currentPassword }),
      ),
  });

export const useConfirmTwoFactor = () =>
  useMutation({
    mutationFn: (code: string) =>
      apiFetch(
        '/api/admin/account/two-factor/confirm',
        recoveryCodesSchema,
        jsonBody('POST', { code }),
      ),
  });

export const useTurnOffTwoFactor = () =>
  useMutation({
    mutationFn: (currentPassword: string) =>
      apiFetch('/api/admin/account/two-factor/off', done, jsonBody('POST', { currentPassword })),
  });

export const useNewRecoveryCodes = () =>
  useMutation({
    mutationFn: (currentPassword: string) =>
      apiFetch(
        '/api/admin/account/two-factor/recovery-codes',
        recoveryCodesSchema,
        jsonBody('POST', { currentPassword }),
      ),
  });

export const useTwoFactorPolicy = () =>
  useMutation({
    mutationFn: (required: boolean) =>
      apiFetch('/api/admin/two-factor-policy', done, jsonBody('PUT', { required })),
  });
