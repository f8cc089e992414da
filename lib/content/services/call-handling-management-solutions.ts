import { serviceImages } from './images';
import type { Service } from './types';

export const callHandlingManagementSolutions: Service = {
  slug: 'caling-handling-management-solutions',
  title: 'Call Handling & Management Solutions',
  navTitle: 'Call Handling',
  summary:
    'Inbound call handling, routing and message-taking by trained UK staff, so every caller reaches the right person and no enquiry is lost.',
  image: serviceImages.callHandling,
  imageAlt: 'Call handler wearing a headset taking a customer call at a desk',
  intro:
    'Missed calls are missed business. Our call handling team answers in your company name, follows the scripts we agree with you, routes urgent calls to the right person and logs every message in a form your team can act on straight away. You decide how each type of call is handled; we take care of the volume.',
  whoItIsFor: [
    'Small and medium-sized businesses whose phones ring while staff are busy with clients',
    'Clinics, trades and professional practices that cannot leave customers waiting',
    'Growing teams that need overflow cover at peak times or during staff holidays',
    'Businesses handling bookings, order queries or first-line customer service by phone',
  ],
  included: [
    {
      title: 'Answering in your business name',
      detail:
        'Calls are answered within three rings with a greeting agreed with you, so callers feel they have reached your own office.',
    },
    {
      title: 'Call routing and transfers',
      detail:
        'We put calls through to named colleagues or departments according to your instructions and who is available on the day.',
    },
    {
      title: 'Message taking and logging',
      detail:
        "Every call is logged with the caller's details, the reason for calling and its urgency, and sent to you by email or text within minutes.",
    },
    {
      title: 'Scripted first-line support',
      detail:
        'We answer common questions, take orders and bookings, and qualify new enquiries using scripts written with you.',
    },
    {
      title: 'Overflow and holiday cover',
      detail:
        'Divert calls to us only when your lines are busy, over lunch or during absences, and take them back whenever you choose.',
    },
    {
      title: 'Monthly call reporting',
      detail:
        'A monthly summary of call volumes, peak times and the most common enquiries helps you plan staffing and spot trends.',
    },
  ],
  process: [
    {
      step: 'Discovery call',
      detail:
        'We learn how your business works, who calls you, why they call and what a good call sounds like to you.',
    },
    {
      step: 'Scripts and set-up',
      detail:
        'We draft greetings, scripts and routing rules, agree them with you and set up call diversion. Most clients go live within five working days.',
    },
    {
      step: 'Go live',
      detail:
        'Our team starts answering your calls, and we review the first two weeks with you to fine-tune scripts and routing.',
    },
    {
      step: 'Review and adjust',
      detail:
        'We meet monthly or quarterly to go through the reports and adjust cover as your business and call patterns change.',
    },
  ],
  outcomes: [
    'Fewer missed calls and lost enquiries',
    'Staff free to concentrate on the clients in front of them',
    'A consistent, professional first impression on every call',
    'A clear written record of every conversation',
  ],
  keywords: [
    'call handling',
    'call management',
    'telephone answering',
    'call routing',
    'outsourced reception',
    'Birmingham',
  ],
};
