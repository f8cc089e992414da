import { z } from 'zod';
import { copy, items } from '@/lib/domain/page-fields';
import { defineSection, heading } from '../define-section';

export const questionSchema = z.object({ question: copy(200), answer: copy(1500) });

/** "Questions": questions and answers that open in place (FAQPage data when alone on a page). */
export const questionsSection = defineSection({
  label: 'Questions',
  schema: z.object({
    kind: z.literal('questions'),
    heading,
    questions: items(questionSchema, 30),
  }),
  seed: { kind: 'questions', heading: 'Questions', questions: [{ question: '', answer: '' }] },
  searchText: (section) =>
    [section.heading, ...section.questions.map((q) => `${q.question} ${q.answer}`)].join(' '),
});
