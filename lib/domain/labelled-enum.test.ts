import { describe, expect, it } from 'vitest';
import { labelledEnum } from './labelled-enum';

describe('labelledEnum', () => {
  const colours = labelledEnum({ teal: 'Teal', navy: 'Navy blue' });

  it('lists the values in the order their labels were written', () => {
    expect(colours.values).toEqual(['teal', 'navy']);
    expect(colours.labels.navy).toBe('Navy blue');
  });

  it('accepts only those values', () => {
    expect(colours.schema.parse('navy')).toBe('navy');
    expect(colours.schema.safeParse('Navy blue').success).toBe(false);
  });
});
