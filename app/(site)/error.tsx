'use client';
// Inside the public layout, so the header and footer stay around the error screen.
export { RouteError as default } from '@/components/site/RouteError';
