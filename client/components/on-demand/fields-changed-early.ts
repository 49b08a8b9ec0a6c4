type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = ['hidden', 'submit', 'button', 'reset', 'file', 'image'];

/**
 * The fields in `root` whose value differs from what was rendered: what the shopper typed,
 * ticked or chose before it hydrated. Fields inside a part still pending (`pending`, a selector)
 * are left for that part's own hydration.
 */
export function fieldsChangedEarly(root: Element, pending: string): Field[] {
  const changed: Field[] = [];
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (field.closest(pending) !== (root.matches(pending) ? root : null)) continue;
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) changed.push(field);
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio counts where it was chosen; the one it replaced changes with it.
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) changed.push(field);
    } else if ((field instanceof HTMLInputElement && !NOT_TYPED.includes(field.type)) || field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) changed.push(field);
    }
  }
  return changed;
}

/**
 * Hydration keeps a field's value but not React's state, and the next render would put back
 * what the server rendered. Called once, in the commit that hydrated `root` (a part, or the
 * page), it hands each field changed before to its component as the shopper's own change would
 * (ADR 0245).
 */
export function takeFieldsChangedEarly(root: Element, pending: string): void {
  for (const field of fieldsChangedEarly(root, pending)) {
    if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // React's value tracker learns the state it rendered through the element's own property,
      // then the click the shopper made: its onChange sees the change.
      field.checked = !field.checked;
      field.click();
    } else {
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
