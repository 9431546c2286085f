// A count's plural category (CLDR, through Intl.PluralRules) for a message that words itself by it with
// Lingui's <Select>: `<Select value={pluralCategory(n, i18n.locale)} _one={…} other={…} />`.
// Why not Lingui's <Plural>: it formats every count with Intl.NumberFormat, even one without `#`, and a
// page's first number formatter costs a slow phone ~30 ms of ICU set-up in the middle of its first
// render (issue 16); the plural rules alone cost ~1 ms. A language with more forms adds `_few`, `_many`.
const rules = new Map<string, Intl.PluralRules>();

export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count);
}
