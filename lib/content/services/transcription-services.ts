import { serviceImages } from './images';
import type { Service } from './types';

export const transcriptionServices: Service = {
  slug: 'transcription-services',
  title: 'Transcription Services',
  navTitle: 'Transcription',
  summary:
    'Accurate, confidential transcription of meetings, interviews, dictation and podcasts, in clean or verbatim format with an agreed turnaround.',
  image: serviceImages.admin,
  imageAlt: 'Transcriber wearing headphones typing up an audio recording',
  intro:
    'Our transcribers turn recordings into accurate, well-formatted text that you can search, quote and share. Every transcript is proofread against the audio before it is returned, and recordings are handled confidentially and deleted once the work is complete, unless you ask us to keep them.',
  whoItIsFor: [
    'Researchers and students with interview or focus group recordings',
    'Businesses that record board meetings, interviews or investigations',
    'Professionals who prefer to dictate letters and reports',
    'Podcasters and content creators who want written versions of episodes',
  ],
  included: [
    {
      title: 'Clean or verbatim transcripts',
      detail:
        'Clean transcripts remove hesitations and repetition for easy reading; verbatim transcripts capture every word and pause.',
    },
    {
      title: 'Speaker labels and timestamps',
      detail:
        'Each speaker is identified and timestamps are added at intervals you choose, so key passages are easy to find.',
    },
    {
      title: 'Dictation typing',
      detail:
        'Letters, reports and notes typed from dictation and laid out on your templates, ready for signature.',
    },
    {
      title: 'Accented and multi-speaker audio',
      detail:
        'Experience with British, African and international English accents, and with group discussions.',
    },
    {
      title: 'Confidential handling',
      detail:
        'Files are shared through secure links, and we sign a confidentiality agreement where you need one.',
    },
  ],
  process: [
    {
      step: 'Upload your audio',
      detail:
        'Send your recording through a secure link and tell us the format, speaker names and any specialist terms.',
    },
    {
      step: 'Quote and turnaround',
      detail:
        'We confirm the price and return date; standard turnaround is three working days, with faster options available.',
    },
    {
      step: 'Transcribe and proofread',
      detail:
        'A transcriber types the recording and a second pass checks it against the audio for accuracy.',
    },
    {
      step: 'Delivery',
      detail:
        'You receive the transcript in Word or PDF format, and we delete the audio unless you ask us to keep it.',
    },
  ],
  keywords: [
    'transcription services UK',
    'interview transcription',
    'meeting transcription',
    'dictation typing',
    'verbatim transcription',
  ],
};
