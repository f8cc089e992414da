// The service catalogue: the route /[service] looks a service up with getService(). Static data
// only. Each service's copy lives in its own file beside this one.
export { services } from './catalogue';
export { serviceSections } from './sections';
export { getRelatedServices, getService, getServiceSection } from './lookup';
export { serviceImages, type ServiceImage } from './images';
export type { Service, ServiceIncludedItem, ServiceProcessStep, ServiceSection } from './types';
