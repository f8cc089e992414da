// A loading.tsx makes its segment a Suspense boundary, which changes two things outside client
// navigations: a dynamic page streams (a visitor without JavaScript then sees only the loader,
// so /search has none), and notFound() or a redirect inside the boundary comes too late to set
// the status (so the article and vacancy pages have none, and the /careers and /all-news lists
// sit in route groups of their own). The cached list pages here render whole either way.
export { PageLoading as default } from '@/components/site/PageLoading';
