/**
 * The digits a tel: link dials ('+91-11-0000-0101' -> '+911100000101'). In a module of its own, without zod, so
 * the public pages that draw phone numbers do not load the schemas.
 */
export function dialablePhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}
