/**
 * The page's only inline script besides its data (ADR 0246). Before hydration the page is the page
 * without JavaScript: a form the browser sends, or a link it follows, shows it is working
 * (`aria-busy`, styled in app.css), and a form being sent is not sent twice (a double Add to Cart
 * adds one). What React handles (`preventDefault`) is left to React; a page restored from the
 * back-forward cache is not busy.
 */
export const SENDING_SCRIPT =
  `(function(){var w=window,B='aria-busy';` +
  `function busy(e,el){if(!e.defaultPrevented&&el)el.setAttribute(B,'true');}` +
  `w.addEventListener('submit',function(e){if(e.target.getAttribute(B)==='true'){e.preventDefault();e.stopImmediatePropagation();}},true);` +
  `w.addEventListener('submit',function(e){busy(e,e.target);});` +
  `w.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[href]');` +
  `if(a&&!a.target&&!a.hasAttribute('download')&&a.origin===location.origin&&a.pathname+a.search!==location.pathname+location.search&&e.button===0&&!(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey))busy(e,a);});` +
  `w.addEventListener('pageshow',function(e){if(e.persisted)for(var l=document.querySelectorAll('[aria-busy=true]'),i=0;i<l.length;i++)l[i].removeAttribute(B);});})();`;
