/**
 * What the shopper typed, ticked or chose before a part hydrated is in the DOM only: hydration
 * keeps the field's value but not React's state, and the next render would put back what the
 * server rendered. Called once, in the commit that hydrated `root` (a part, or the page), it hands
 * each such field's value to the component as the shopper's own change would (ADR 0245).
 * Fields inside a part still pending (`pending`, a selector) are left for that part's own hydration.
 */
export function takeFieldsChangedEarly(root: Element, pending: string): void {
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (field.closest(pending) !== (root.matches(pending) ? root : null)) continue;
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      // React's value tracker learns the state it rendered through the element's own property,
      // then the click the shopper made: its onChange sees the change.
      const chosen = field.checked;
      field.checked = !chosen;
      field.click();
    } else if ((field instanceof HTMLInputElement && !['hidden', 'submit', 'button', 'reset', 'file', 'image'].includes(field.type)) || field instanceof HTMLTextAreaElement) {
      if (field.value === field.defaultValue) continue;
      const typed = field.value;
      // The rendered value through the element's own property (which React's tracker watches),
      // the typed text through the prototype's setter (which it does not): an input event then
      // reaches the component's onChange with the typed text.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
