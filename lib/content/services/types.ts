import type { ServiceImage } from './images';

export type ServiceIncludedItem = { title: string; detail: string };
export type ServiceProcessStep = { step: string; detail: string };

export type Service = {
  slug: string;
  title: string;
  navTitle: string;
  /** One sentence, at most 160 characters; used as the meta description. */
  summary: string;
  image: ServiceImage;
  imageAlt: string;
  intro: string;
  whoItIsFor: string[];
  included: ServiceIncludedItem[];
  /** Four steps: how an engagement runs. */
  process: ServiceProcessStep[];
  outcomes?: string[];
  keywords: string[];
};

/** A group of related services, e.g. for "related services" links or an overview grid. */
export type ServiceSection = {
  slug: 'call-handling' | 'recruitment' | 'consulting' | 'business-support' | 'digital';
  title: string;
  description: string;
  serviceSlugs: readonly string[];
};
