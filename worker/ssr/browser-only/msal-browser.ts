/**
 * The Worker's stand-in for `@azure/msal-browser` (wrangler.toml `[alias]`; ADR 0131). MSAL runs
 * only in the browser (work-account sign-in redirects, loaded on click); the Worker checks ID
 * tokens with jose. Bundling MSAL would add ~770 KiB to the Worker.
 */
export class PublicClientApplication {
  constructor() {
    throw new Error('@azure/msal-browser is browser-only: the Worker never signs in through MSAL.');
  }
}
