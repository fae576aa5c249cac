import { z } from 'zod';

/**
 * An array whose items must be unique; each repeat is reported at its own index
 * (`socials.3`) and names the index of the first occurrence.
 */
export function uniqueList<Item extends z.ZodType>(
  item: Item,
  key: (value: z.output<Item>) => string = String,
) {
  return z.array(item, { error: 'Expected a list' }).superRefine((values, ctx) => {
    const firstIndex = new Map<string, number>();
    values.forEach((value, index) => {
      const id = key(value);
      const first = firstIndex.get(id);
      if (first === undefined) firstIndex.set(id, index);
      else
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `Duplicate "${id}" (already at index ${first})`,
        });
    });
  });
}
