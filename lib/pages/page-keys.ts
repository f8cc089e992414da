// A page's key: stable across address changes, the name its copy and its cache tag go by.
export const serviceKey = (slug: string) => `service:${slug}`;
export const faqSectionKey = (slug: string) => `faq:${slug}`;
