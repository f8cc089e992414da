'use client';
// The same screen, but inside the public layout so the header and footer stay around it.
export { default } from '../error';
