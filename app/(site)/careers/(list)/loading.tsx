// In a route group so that the boundary leaves the pages below, which answer 404, alone: see
// app/(site)/news/loading.tsx.
export { PageLoading as default } from '@/components/site/PageLoading';
