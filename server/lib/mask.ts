// Contacts and names as the member's own screens and notices show them: enough for the member to
// recognise, not enough for a shoulder-surfer or a forwarded notice to use. One format per kind, so the
// security centre, the contact bindings and the change notices say the same thing.

/** `ju•••@example.com` (null: no e-mail bound). */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

/** `63917•••4567` (null: no mobile bound). */
export const maskMobile = (m: string | null) =>
  m ? `${m.slice(0, Math.max(2, m.length - 7))}•••${m.slice(-4)}` : null;

/** `J••• D•••`: each word's first letter. */
export const maskName = (name: string | null) =>
  name
    ? name
        .trim()
        .split(/\s+/)
        .map((w) => `${[...w][0] ?? ''}•••`)
        .join(' ')
    : null;
