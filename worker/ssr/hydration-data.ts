import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

/**
 * The router state the browser router hydrates from, in the shape react-router's
 * createBrowserRouter reads from window.__staticRouterHydrationData (errors serialised with
 * a __type tag; stacks are not sent to the browser).
 */
export function hydrationData(context: StaticHandlerContext) {
  let errors: Record<string, unknown> | null = null;
  if (context.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(context.errors)) {
      errors[routeId] = isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : error instanceof Error
          ? { message: 'Server error. Please try again later.', __type: 'Error' }
          : error;
    }
  }
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
