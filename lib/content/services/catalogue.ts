// Every service page's copy, one file per service, in the order the site lists them.
// Slugs are URL path segments without the leading slash; '&' is kept raw, as in the public routes.
import { callHandlingManagementSolutions } from './call-handling-management-solutions';
import { callAnsweringService } from './call-answering-service';
import { recruitmentServices } from './recruitment-services';
import { consultationServices } from './consultation-services';
import { businessConsultancy } from './business-consultancy';
import { cyberSolutions } from './cyber-solutions';
import { riskSolutions } from './risk-solutions';
import { diasporaServices } from './diaspora-services';
import { environmentalSocialAndGovernance } from './environmental-social-and-governance';
import { compliancePoliciesAndProcedures } from './compliance-policies-and-procedures';
import { immigrationAndRelocation } from './immigration-and-relocation';
import { businessSupportServices } from './business-support-services';
import { diaryManagement } from './diary-management';
import { lifestyleManagement } from './lifestyle-management';
import { backOfficeSupport } from './back-office-support';
import { generalAdminServices } from './general-admin-services';
import { transcriptionServices } from './transcription-services';
import { basicWebsite } from './basic-website';
import { contentWriting } from './content-writing';
import { socialMediaSupport } from './social-media-support';
import type { Service } from './types';

export const services: readonly Service[] = [
  callHandlingManagementSolutions,
  callAnsweringService,
  recruitmentServices,
  consultationServices,
  businessConsultancy,
  cyberSolutions,
  riskSolutions,
  diasporaServices,
  environmentalSocialAndGovernance,
  compliancePoliciesAndProcedures,
  immigrationAndRelocation,
  businessSupportServices,
  diaryManagement,
  lifestyleManagement,
  backOfficeSupport,
  generalAdminServices,
  transcriptionServices,
  basicWebsite,
  contentWriting,
  socialMediaSupport,
];
