import * as v from 'valibot';
import { CatalogueLanguageSchema } from './common.ts';

export const HelpEntrySchema = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML; sanitised by the app before rendering. */
  content: v.string(),
});
export type HelpEntry = v.InferOutput<typeof HelpEntrySchema>;
export const HelpListSchema = v.array(HelpEntrySchema);

export const HelpQuerySchema = v.object({
  lang: v.optional(CatalogueLanguageSchema, 'TY'),
  device: v.optional(v.literal('MOBILE'), 'MOBILE'),
});
