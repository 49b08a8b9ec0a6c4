/**
 * A translated sentence that ends with a name that itself ends in a full stop ("… operated by
 * Demo Merch Inc.") must not read "Inc..": drops the sentence's own stop right after the name.
 */
export function withoutDoubledStop(sentence: string, name: string): string {
  const trimmed = name.trim();
  if (!trimmed.endsWith('.')) return sentence;
  return sentence.replace(`${trimmed}.`, trimmed);
}
