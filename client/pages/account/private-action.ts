import { redirectDocument, type ActionFunctionArgs } from 'react-router';
import { afterLoginPath } from '../../../shared/return-url.ts';
import { PrivateAccessAnswerSchema, PrivateCodeSchema } from '../../../shared/schemas/account.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { storeCode } from '../../auth/private-code-storage.ts';
import { formFields, refusedByApi, validateForm } from './form/form-answer.ts';

/**
 * The private-store code's route action (browser and server, docs/decisions/0100): the API
 * checks the code and sets the store's grant cookie (copied to the page response without
 * JavaScript), then the whole store loads at the return url. In the browser an accepted gift
 * card code is kept in local storage for the `Code` header (docs/product.md §7 and §8); the store
 * password is not, and a refused code is not stored (it would fail every balance lookup).
 */
export function privateAction(storefront: PublicStorefront) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const values = formFields(await request.formData(), ['code']);
    const secret = storefront.private_password ? ['code'] : [];
    const checked = validateForm(PrivateCodeSchema, { ...values, storefront_id: storefront.id }, values, secret);
    if (!checked.output) return checked.refusal;
    try {
      const answer = await context.get(apiClientContext).send('POST', `/storefronts/${storefront.id}/private-access`, PrivateAccessAnswerSchema, checked.output);
      if (typeof window !== 'undefined' && answer.data.kind === 'gift_card') storeCode(checked.output.code);
      return redirectDocument(afterLoginPath(new URL(request.url).searchParams.get('returnUrl')), 303);
    } catch (error) {
      return refusedByApi(error, values, secret, 'Private code check');
    }
  };
}
