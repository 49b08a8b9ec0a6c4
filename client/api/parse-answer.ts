// valibot's `parse` on its own, imported by the API client when the first answer arrives: a
// dynamic import of 'valibot' itself would keep the whole library (it cannot be tree-shaken),
// a static import would put it in the entry (docs/decisions/0006-bundle-budget.md).
export { parse } from 'valibot';
