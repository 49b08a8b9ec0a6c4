// Types of the Workers-pool test environment: the Worker's main module (for `exports`).
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../../worker/index.ts');
  }
}
