import { provideServerActions } from '../../../client/app/server-actions.ts';
import { addToCartAction, addToCookieCart } from './add-to-cart.ts';
import { cartData } from './cart-loader.ts';
import { changeCookieCartLine } from './cart-line.ts';
import { checkoutData } from './checkout-loader.ts';
import { giftCardCode } from './gift-card-code.ts';
import { kitAction } from './kit-action.ts';
import { kitCheckoutAction } from './kit-checkout.ts';
import { kitSelection } from './kit-selection.ts';
import { structuredDataContext } from '../structured-data.ts';
import { productJsonLdScript } from './product-seo.ts';

// The shopper pages' server-only work, handed to their route modules (client/app/server-actions.ts,
// ADR 0310). Imported for this effect by the module that builds the routes (../store-routes.ts).
provideServerActions({
  addToCart: addToCartAction,
  addToCookieCart,
  changeCartLine: changeCookieCartLine,
  cartData,
  giftCardCode,
  kitAction,
  kitSelection,
  checkoutData,
  kitCheckout: kitCheckoutAction,
  addProductJsonLd: (context, product, options) => context.get(structuredDataContext)?.add(productJsonLdScript(product, options)),
});
