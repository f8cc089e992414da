'use client';
// The back office's own boundary, not one at the root: a root app/error.tsx is one more chunk
// in every public page's first load, where app/(site)/error.tsx already catches.
export { RouteError as default } from '@/components/site/RouteError';
