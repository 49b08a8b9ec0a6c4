// What the Add to Cart button needs, loaded when it is first pressed (not with the page).
export { hasFormErrors, validateProductForm } from '../../../shared/product-form.ts';
export { productCartItem } from '../../../shared/product-cart-item.ts';
export { addItemToCart } from '../../state/cart-actions.ts';
