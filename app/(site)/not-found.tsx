// The same 404 body, but inside the public layout so the header and footer stay around it when a
// public page calls notFound(). The chrome is not repeated in the body: a not-found boundary
// travels in every page's payload.
export { default, metadata } from '../not-found';
