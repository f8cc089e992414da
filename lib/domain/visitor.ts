// A visit the beacon recorded (with the visitor's consent). Pure.
import { z } from 'zod';

export const visitorSchema = z.object({
  created_at: z.string(),
  ip_address: z.string(),
});
export type Visitor = z.infer<typeof visitorSchema>;
