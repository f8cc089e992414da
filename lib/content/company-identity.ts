// The firm's name and e-mail address, for lib/content/company.ts and the error screens: client
// code that imports them from here ships these two strings, not every company fact (bundlers
// keep a module's exported object whole).
export const companyName = 'Crestfield Business Services';
export const companyEmail = 'info@crestfieldbusinessservices.co.uk';
