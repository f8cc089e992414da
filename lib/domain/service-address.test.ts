import { describe, expect, it } from 'vitest';
import { addressFormatProblem, addressProblem, type TakenAddresses } from './service-address';

const taken: TakenAddresses = {
  reserved: new Set(['about', 'admin']),
  services: new Map([['recruitment-services', 'Recruitment Services']]),
  redirected: new Map([['old-payroll', '/payroll-services']]),
};

describe('addressFormatProblem', () => {
  it('takes lower-case letters, digits and single hyphens', () => {
    expect(addressFormatProblem('payroll-services')).toBeNull();
    expect(addressFormatProblem('24-7-cover')).toBeNull();
  });

  it.each([
    ['', /Enter the page’s address/],
    ['Payroll', /lower-case/],
    ['payroll services', /hyphens instead of spaces/],
    ['/payroll', /Leave out the \//],
    ['payroll_services', /single hyphens only/],
    ['-payroll', /no hyphen at either end/],
    ['payroll--services', /single hyphens/],
    ['payroll&tax', /single hyphens only/],
    ['a'.repeat(81), /At most 80/],
  ])('refuses %j, saying why', (address, reason) => {
    expect(addressFormatProblem(address)).toMatch(reason);
  });
});

describe('addressProblem', () => {
  it('keeps a current address as it is, even one written before the rules', () => {
    expect(
      addressProblem('immigration-&-relocation', 'immigration-&-relocation', taken),
    ).toBeNull();
  });

  it('refuses the site’s own addresses and another service’s, naming it', () => {
    expect(addressProblem('about', null, taken)).toMatch(/site’s own addresses/);
    expect(addressProblem('recruitment-services', null, taken)).toMatch(
      /already the address of “Recruitment Services”/,
    );
  });

  it('refuses an address a redirect answers, unless the redirect leads to this service', () => {
    expect(addressProblem('old-payroll', 'payroll', taken)).toMatch(/redirects to \/payroll/);
    expect(addressProblem('old-payroll', 'payroll', taken, new Set(['old-payroll']))).toBeNull();
  });

  it('takes a free, well-formed address', () => {
    expect(addressProblem('payroll-services', null, taken)).toBeNull();
  });
});
