// The service pages' hero images (files under public/images/services). A service can name only
// one of these, so a typo or a removed file is a type error rather than a broken image.
export const serviceImages = {
  callHandling: '/images/services/call-handling.jpg',
  recruitment: '/images/services/recruitment.jpg',
  consulting: '/images/services/consulting.jpg',
  businessSupport: '/images/services/business-support.jpg',
  cyberRisk: '/images/services/cyber-risk.jpg',
  diaspora: '/images/services/diaspora-relocation.jpg',
  admin: '/images/services/admin-support.jpg',
  digital: '/images/services/digital.jpg',
} as const;

export type ServiceImage = (typeof serviceImages)[keyof typeof serviceImages];
