/** SPEC.md section 9: 400 ms with the CSS 'ease' curve unless a component says otherwise. */
export const siteTransition = { duration: 0.4, delay: 0, ease: [0.25, 0.1, 0.25, 1] } as const;
/** SPEC.md section 9's product animations. */
export const productTransition = { ...siteTransition, duration: 1 } as const;
