import * as v from 'valibot';
import {
  AGENT_MENU_ITEMS,
  type AgentMenuItem,
  PROMOTIONS,
  type Promotion,
  SERVICE_LINK_TYPES,
  SWITCHES,
  type Switch,
} from '../constants/members.ts';
import { isHexColour } from '../theme.ts';

const flagRecord = <K extends string>(keys: readonly K[]) =>
  v.object(Object.fromEntries(keys.map((k) => [k, v.boolean()])) as Record<K, v.BooleanSchema<undefined>>);

export const SwitchesSchema = flagRecord<Switch>(SWITCHES);
export const AgentMenuSchema = flagRecord<AgentMenuItem>(AGENT_MENU_ITEMS);
export const PromotionsSchema = flagRecord<Promotion>(PROMOTIONS);

export const ServiceLinkSchema = v.object({
  type: v.picklist(SERVICE_LINK_TYPES),
  /** Encrypted link: base64url ciphertext followed by its 8-character key (SPEC.md section 9). */
  value: v.pipe(v.string(), v.minLength(9)),
});

const CountryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/));

/** The merchant's public site configuration ("system template"): everything the shell needs. */
export const SiteConfigSchema = v.object({
  merchantCode: v.string(),
  siteName: v.string(),
  /** '1' selects the "new" member-centre template, anything else "base" (SPEC.md section 2). */
  mobileTemplate: v.object({ mem_cen: v.string(), dep_func: v.string() }),
  theme: v.object({ primary: v.string(), background: v.string() }),
  maintenance: v.object({ enabled: v.boolean(), message: v.optional(v.string()) }),
  regionRestriction: v.object({ enabled: v.boolean(), allowedCountries: v.array(CountryCodeSchema) }),
  switches: SwitchesSchema,
  agentMenu: AgentMenuSchema,
  promotions: PromotionsSchema,
  resources: v.object({
    logoUrl: v.string(),
    appIconUrl: v.string(),
    copyright: v.string(),
  }),
  downloads: v.object({
    android: v.optional(v.string()),
    ios: v.optional(v.string()),
    mobileConfig: v.optional(v.string()),
    requireLogin: v.boolean(),
  }),
  serviceLinks: v.array(ServiceLinkSchema),
  /** Image CDN bases; the app picks one at random and falls back to the next (SPEC.md section 9). */
  imageCDNs: v.pipe(v.array(v.string()), v.minLength(1)),
  defaultCountry: CountryCodeSchema,
  /**
   * The sign-in providers the server has credentials for ("initialised", SPEC.md section 2); a button
   * shows only when its switch (GOOGLELOGIN3 / FACEBOOKLOGIN3) is on too. Optional: a config cached
   * before issue 34 has none.
   */
  socialLogins: v.optional(v.array(v.picklist(['google', 'facebook'])), []),
});
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;

export const LocationSchema = v.object({ ip: v.string(), country: CountryCodeSchema });
export type Location = v.InferOutput<typeof LocationSchema>;

const HexColourSchema = v.pipe(v.string(), v.check(isHexColour, 'a hex colour'));

/** What an operator may change (PATCH /ops/config): a deep-partial of the stored config. */
export const SiteConfigPatchSchema = v.strictObject({
  siteName: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(60))),
  mobileTemplate: v.optional(
    v.partial(v.object({ mem_cen: v.picklist(['0', '1']), dep_func: v.picklist(['0', '1']) })),
  ),
  maintenance: v.optional(
    v.partial(v.object({ enabled: v.boolean(), message: v.pipe(v.string(), v.maxLength(500)) })),
  ),
  regionRestriction: v.optional(
    v.partial(v.object({ enabled: v.boolean(), allowedCountries: v.array(CountryCodeSchema) })),
  ),
  switches: v.optional(v.partial(SwitchesSchema)),
  agentMenu: v.optional(v.partial(AgentMenuSchema)),
  promotions: v.optional(v.partial(PromotionsSchema)),
  downloads: v.optional(
    v.partial(
      v.object({
        android: v.nullable(v.string()),
        ios: v.nullable(v.string()),
        mobileConfig: v.nullable(v.string()),
        requireLogin: v.boolean(),
      }),
    ),
  ),
  defaultCountry: v.optional(CountryCodeSchema),
  /** Hex colours only (#rgb or #rrggbb): they reach CSS and the manifest. */
  theme: v.optional(v.partial(v.object({ primary: HexColourSchema, background: HexColourSchema }))),
});
export type SiteConfigPatch = v.InferOutput<typeof SiteConfigPatchSchema>;
